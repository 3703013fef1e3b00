#!/bin/sh
# Scripts/engine_fuzz/run.sh CASES.json OUT.json: lays the cases out with the engine
# (the test fuzzEngineDifferential in AutoLayoutTests) and writes their frames to OUT.json.
cd "$(dirname "$0")/../.." && FUZZ_CASES="$1" FUZZ_OUT="$2" swift test --skip-build --filter fuzzEngineDifferential > /tmp/engine_fuzz_run.log 2>&1
status=$?
tail -1 /tmp/engine_fuzz_run.log
exit $status
