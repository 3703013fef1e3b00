import Masonry

/// The DSL's workloads (issue 5): rows named `dsl ...`.
func runDSLBenchmarks(_ recorder: Recorder) throws {
}
