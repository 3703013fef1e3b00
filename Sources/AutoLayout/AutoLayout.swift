// The AutoLayout module.
