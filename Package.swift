// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Flotilla",
    products: [
        .executable(name: "flotilla", targets: ["flotilla"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo",
            // An absolute path: SwiftPM reads this .pc directly (see the file for why not "pangocairo").
            pkgConfig: Context.packageDirectory + "/Sources/CCairo/flotilla-pangocairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev"])]),
        // libdbus: logind's Lock and PrepareForSleep signals on the system bus.
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // glibc's malloc.h (malloc_trim), which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // posix_spawn's session and file actions, and pidfd_open: starting hosted apps and seeing them end.
        .systemLibrary(name: "CProcess", path: "Sources/CProcess"),
        .systemLibrary(
            name: "CXCB", path: "Sources/CXCB", pkgConfig: "xcb-xtest",
            providers: [.apt(["libxcb1-dev", "libxcb-xtest0-dev", "libxcb-cursor-dev", "libxcb-shm0-dev", "libxcb-xrm-dev",
                        "libxcb-composite0-dev", "libxcb-damage0-dev", "libxcb-xfixes0-dev", "libxcb-res0-dev", "libxcb-render0-dev",
                        "libxcb-sync-dev", "libxcb-screensaver0-dev"])]),

        // Pure Swift: the one spring core, the input vocabulary (keys, modifiers, cursor shapes),
        // then the panel model.
        .target(name: "Spring"),
        .target(name: "Input", dependencies: ["Model"]),
        .target(name: "Model", dependencies: ["Spring"]),
        // The desktop model: every client the window manager knows, as values, and its decisions.
        .target(name: "Desktop", dependencies: ["Model", "Input"]),
        // The drawing of panels, sheets, title bars and backdrops as display items.
        .target(name: "Chrome", dependencies: ["Model"]),
        // The settings file (YAML, read by Yams for each key's line and column): its values and defaults.
        .target(name: "Settings", dependencies: ["Model", "Input", "Spring", .product(name: "Yams", package: "Yams")]),
        // The replay language of `flotilla record`: interaction scripts, their parser and key names.
        .target(name: "Scripts", dependencies: ["Model", "Input"]),
        // Scene + springs + input + clock → display list, damage, events.
        .target(name: "Compositor", dependencies: ["Model", "Chrome", "Spring", "Input"]),
        // Display list → pixels on a cairo surface; PNG I/O; image comparison.
        .target(
            name: "Render", dependencies: ["CCairo", "CPNG", "Model"],
            linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]),
        // The X11 host: connection, windows, events, presenting, screenshots, XTEST.
        .target(
            name: "X11", dependencies: ["CXCB", "Input", "Desktop"],
            linkerSettings: [.linkedLibrary("xcb-xtest"), .linkedLibrary("xcb-cursor"), .linkedLibrary("xcb-shm"), .linkedLibrary("xcb-randr"), .linkedLibrary("xcb-shape"), .linkedLibrary("xcb-xinput"), .linkedLibrary("xcb-xrm"),
                            .linkedLibrary("xcb-composite"), .linkedLibrary("xcb-damage"), .linkedLibrary("xcb-xfixes"), .linkedLibrary("xcb-res"), .linkedLibrary("xcb-render"),
                            .linkedLibrary("xcb-sync"), .linkedLibrary("xcb-screensaver")]),
        // Bundled assets: scenes, the pinned font configuration and the icon.
        .target(name: "Assets", path: "assets", resources: [.copy("scenes"), .copy("fonts"), .copy("icon")]),
        // Wires host, compositor and renderer: run loop, headless rendering, recording.
        // Logs (swift-log) from here only: the pure modules return what the logs say.
        .target(
            name: "App",
            dependencies: ["Compositor", "Render", "X11", "Desktop", "Model", "Input", "Scripts", "Settings", "Assets", "CMalloc", "CProcess", "CDBus", .product(name: "Logging", package: "swift-log")]),
        // `flotilla bench`: the benchmarks, over App, beside it.
        .target(name: "Bench", dependencies: ["App", "Compositor", "Render", "X11", "Desktop", "Model", "Input", "Scripts", "Assets"]),
        .executableTarget(
            name: "flotilla",
            dependencies: ["App", "Bench", "Desktop", "Model", "Render", "Settings", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // Shared by the tests: image goldens for swift-snapshot-testing, running the flotilla binary.
        .target(
            name: "TestSupport", dependencies: ["Render", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/TestSupport"),
        .testTarget(name: "SpringTests", dependencies: ["Spring"]),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Assets"]),
        .testTarget(name: "ChromeTests", dependencies: ["Chrome", "Model"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Input", "Model", "Spring"]),
        .testTarget(name: "ScriptsTests", dependencies: ["Scripts", "Model", "Input"]),
        .testTarget(name: "CompositorTests", dependencies: ["Compositor", "Model", "Input"]),
        .testTarget(name: "DesktopTests", dependencies: ["Desktop", "Model", "Input"]),
        .testTarget(
            name: "RenderTests",
            dependencies: ["Render", "Model", "Assets", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Bench", "Desktop", "Compositor", "Model", "Input", "Scripts", "Render", "Assets", "TestSupport", "CDBus", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__", "Apps/__Snapshots__", "Scripts", "Sessions"]),
        // Storms of random input over every bundled scene and fuzzed scene, script and session files.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Compositor", "Model", "Input", "Scripts", "App", "Assets", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "LiveTests",
            dependencies: ["X11", "Bench", "Desktop", "CXCB", "Input", "Render", "App", "Model", "Assets", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            // Clients: X clients that misbehave on purpose (python3-xcffib), run by the hosting tests.
            exclude: ["__Snapshots__", "Clients"]),
        // README and docs/: every relative link, picture and anchor resolves. No other target needed.
        .testTarget(name: "DocsTests", path: "Tests/DocsTests"),
    ]
)
