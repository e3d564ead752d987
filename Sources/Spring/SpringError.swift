/// A spring parameter that was rejected: not finite, or outside its range.
///
/// The description names the parameter, what was expected and the value received, e.g.
/// `spring stiffness must be a finite number > 0, got nan`.
public struct SpringError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The parameter's name as the user wrote it (`stiffness`, `bounce`, `dampingRatio`, …).
    public let parameter: String
    /// The rejected value.
    public let value: Double
    /// What the parameter must be, e.g. `a finite number > 0`.
    public let expected: String

    /// Creates an error for `parameter`, which was `value` but must be `expected`.
    public init(parameter: String, value: Double, expected: String) {
        self.parameter = parameter
        self.value = value
        self.expected = expected
    }

    /// `spring <parameter> must be <expected>, got <value>`.
    public var description: String {
        "spring \(parameter) must be \(expected), got \(value)"
    }

    /// Equal when parameter, expected and value agree (NaN values compare equal to each other).
    public static func == (lhs: SpringError, rhs: SpringError) -> Bool {
        lhs.parameter == rhs.parameter && lhs.expected == rhs.expected
            && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }
}

extension SpringError {
    static let positive = "a finite number > 0"

    /// Throws unless `value` is finite and > 0.
    static func requirePositive(_ value: Double, _ parameter: String) throws(SpringError) {
        guard value.isFinite, value > 0 else {
            throw SpringError(parameter: parameter, value: value, expected: positive)
        }
    }
}
