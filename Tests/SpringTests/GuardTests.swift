import Testing
@testable import Spring

@Suite("Parameter guards")
struct GuardTests {
    static let badPositives: [Double] = [.nan, .infinity, -.infinity, 0, -1, -1e-300]

    private func expectError(_ parameter: String, _ value: Double,
                             _ body: () throws(SpringError) -> SpringParameters) {
        do {
            let p = try body()
            Issue.record("expected an error for \(parameter) = \(value), got \(p)")
        } catch {
            #expect(error.parameter == parameter)
            #expect(error.description.hasPrefix("spring \(parameter) must be "))
            #expect(error.description.hasSuffix(", got \(value)"))
            #expect(error.value == value || (error.value.isNaN && value.isNaN))
        }
    }

    @Test("the message names parameter, expectation and value")
    func message() {
        #expect(throws: SpringError(parameter: "stiffness", value: .nan, expected: "a finite number > 0")) {
            try SpringParameters(stiffness: .nan, damping: 1)
        }
        let error = SpringError(parameter: "stiffness", value: .nan, expected: "a finite number > 0")
        #expect(error.description == "spring stiffness must be a finite number > 0, got nan")
    }

    @Test("physical parameters must be finite and > 0", arguments: badPositives)
    func physical(value: Double) {
        expectError("stiffness", value) { () throws(SpringError) in try SpringParameters(stiffness: value, damping: 10) }
        expectError("mass", value) { () throws(SpringError) in try SpringParameters(mass: value, stiffness: 100, damping: 10) }
        expectError("damping", value) { () throws(SpringError) in try SpringParameters(stiffness: 100, damping: value) }
    }

    @Test("damping ratio, response and duration must be finite and > 0", arguments: badPositives)
    func ratios(value: Double) {
        expectError("dampingRatio", value) { () throws(SpringError) in
            try SpringParameters(dampingRatio: value, stiffness: 100)
        }
        expectError("dampingRatio", value) { () throws(SpringError) in
            try SpringParameters(response: 0.3, dampingRatio: value)
        }
        expectError("response", value) { () throws(SpringError) in
            try SpringParameters(response: value, dampingRatio: 1)
        }
        expectError("duration", value) { () throws(SpringError) in try SpringParameters(duration: value) }
        expectError("stiffness", value) { () throws(SpringError) in
            try SpringParameters(dampingRatio: 1, stiffness: value)
        }
        expectError("mass", value) { () throws(SpringError) in
            try SpringParameters(duration: 0.5, bounce: 0, mass: value)
        }
    }

    @Test("bounce must be in (−1, 1): 1 is undamped", arguments: [1, 1.5, -1, -2, .nan, .infinity])
    func bounce(value: Double) {
        expectError("bounce", value) { () throws(SpringError) in try SpringParameters(duration: 0.5, bounce: value) }
    }

    @Test("a duration that overflows the stiffness is rejected by name")
    func overflow() {
        expectError("duration", 1e-200) { () throws(SpringError) in try SpringParameters(duration: 1e-200) }
    }

    @Test("FloatingPanel inputs are checked", arguments: [0, 1, 1.2, -0.5, .nan])
    func floatingPanelRate(rate: Double) {
        expectError("decelerationRate", rate) { () throws(SpringError) in
            try SpringParameters.floatingPanel(decelerationRate: rate, velocity: 1000)
        }
    }

    @Test("FloatingPanel velocity and response are checked")
    func floatingPanelOthers() {
        expectError("velocity", .nan) { () throws(SpringError) in try SpringParameters.floatingPanel(velocity: .nan) }
        expectError("response", 0) { () throws(SpringError) in
            try SpringParameters.floatingPanel(response: 0, velocity: 0)
        }
    }

    @Test("valid edge values are accepted")
    func accepted() throws {
        #expect(try SpringParameters(duration: 0.5, bounce: 0.999).regime == .underdamped)
        #expect(try SpringParameters(duration: 0.5, bounce: -0.999).regime == .overdamped)
        #expect(try SpringParameters(mass: 1e-3, stiffness: 1e6, damping: 1).stiffness == 1e6)
    }
}
