/// How the compositor moves things: with springs, or — for people who are made unwell by
/// motion — with short cross-fades (the `--reduced-motion` option, or the desktop's own wish
/// through XSETTINGS' `Net/EnableAnimations`).
///
/// With ``reduced`` nothing slides, scales or bounces: every transition a spring would carry (a
/// sheet to its anchor, a thrown panel to its landing, a pin, exposé, a popover's push and resize,
/// a panel appearing) instead fades the item out where it was and in where it goes, over
/// ``crossFadeDuration``; a pure change of opacity (a dim, a panel fading in in place) fades
/// straight from one level to the other over the same time. The pointer still moves what it
/// holds 1:1, but nothing is drawn rubber-banded past a limit, and a list flung or wheeled goes
/// straight to where its momentum or the wheel would take it. Every end state, and every event
/// but the intermediate moves, is the one full motion reaches.
public enum MotionPreference: String, Sendable, CaseIterable {
    /// Springs carry every transition.
    case full
    /// Cross-fades replace the springs.
    case reduced

    /// How long a cross-fade lasts, in seconds: out for the first half, in for the second.
    public static let crossFadeDuration = 0.2
}
