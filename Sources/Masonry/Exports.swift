// `import Masonry` is all a user writes: the engine's types come with it.
@_exported import AutoLayout
