/// An unknown of a constraint system.
///
/// A `Variable` is a reference type compared by identity (`===`): two variables with the same
/// name are two different unknowns. It is deliberately not `Equatable`, so that `x == y` always
/// builds a ``Constraint`` instead of comparing.
///
/// The solver writes ``value`` only in ``Solver/updateVariables()``.
///
/// Variables, constraints and solvers are not synchronised: like a view tree, a system
/// belongs to one thread or task at a time. They are `Sendable` so that errors carrying them
/// can cross concurrency domains.
public final class Variable: @unchecked Sendable {
    /// A name used in descriptions and diagnostics. Names need not be unique.
    public var name: String
    /// The value the solver last assigned (0 until then).
    ///
    /// Complexity: O(1). A computed property over unchecked storage, so that reading it from
    /// another module (the engine reads every frame variable after a solve) costs no dynamic
    /// exclusivity check.
    @inlinable public var value: Double { storedValue }
    @usableFromInline @exclusivity(unchecked) var storedValue: Double = 0
    /// A number for the caller's own bookkeeping, as kiwi's variable context: the solver
    /// never reads or changes it. With ``Solver/updateVariables(notifying:)`` it lets the
    /// caller go from a written variable to its own object without hashing.
    @inlinable public var context: Int {
        get { storedContext }
        set { storedContext = newValue }
    }
    // Stored apart, as `storedValue` is: a client module that accesses a public stored
    // property directly checks exclusivity at run time, which costs more than the access.
    @usableFromInline @exclusivity(unchecked) var storedContext: Int = -1
    /// The serial of the solver this variable's symbol is stored for (0: none).
    @exclusivity(unchecked) var homeSolver = 0
    @exclusivity(unchecked) var homeSymbol: Int32 = -1

    /// Creates a variable.
    /// - Parameter name: the name printed in descriptions.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or a short identity when it has none.
    public var description: String {
        name.isEmpty ? "v\((UInt(bitPattern: ObjectIdentifier(self)) >> 4) % 100_000)" : name
    }
}
