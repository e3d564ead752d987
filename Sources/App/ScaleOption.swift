import Model

extension DisplayScale {
    /// Refuses a `--scale` Flotilla cannot draw at, with a one-line error naming the option.
    public static func check(_ scale: Double) throws(FlotillaError) {
        if let problem = problem(scale) { throw FlotillaError(.badInput, "--scale: \(problem)") }
    }
}
