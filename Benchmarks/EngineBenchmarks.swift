import AutoLayout

/// The engine's workloads (issue 4): rows named `engine ...`.
func runEngineBenchmarks(_ recorder: Recorder) throws {
}
