#!/bin/sh
# Scripts/engine_fuzz/run.sh CASES.json OUT.json: lays the cases out with the engine
# (the test fuzzEngineDifferential in AutoLayoutTests) and writes their frames to OUT.json.
# FUZZ_SCRATCH, when set, is the build's --scratch-path (default: .build); FUZZ_LOG the log.
log="${FUZZ_LOG:-/tmp/engine_fuzz_run.log}"
cd "$(dirname "$0")/../.." && FUZZ_CASES="$1" FUZZ_OUT="$2" swift test --skip-build ${FUZZ_SCRATCH:+--scratch-path "$FUZZ_SCRATCH"} --filter fuzzEngineDifferential > "$log" 2>&1
status=$?
tail -1 "$log"
exit $status
