# Sourced by .ci/run (and tests/integration/ci-leftovers.test.ts; safe under set -euo pipefail): ends the process groups
# this CI run started and left running, and nothing else. A developer who runs CI locally
# keeps their own browser, Next server and everything else: only processes that carry this
# run's FORECOURT_RUN_ID in their environment (every phase passes it on; Playwright hands it
# to Chromium and the web server), or whose group a script recorded in FORECOURT_PROCESS_LEDGER
# (scripts/lib/process-groups.ts) with the same leader still alive, are ended, group by group.

# The live processes' "pid pgid" whose environment holds this run's id (one grep over /proc).
run_marked_processes() {
  local environ pid
  { grep -lzx "FORECOURT_RUN_ID=${FORECOURT_RUN_ID}" /proc/[0-9]*/environ 2>/dev/null || true; } |
    while read -r environ; do
      pid=${environ#/proc/}
      pid=${pid%/environ}
      echo "$pid $(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')"
    done
}

# The start time of a process (field 22 of /proc/<pid>/stat), empty when it is gone.
start_time_of() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }
  echo "$stat" | cut -d' ' -f20
}

# The process groups this run started that still have a live member, one a line.
run_process_groups() {
  local own pgid started
  own=$(ps -o pgid= -p $$ | tr -d ' ')
  {
    run_marked_processes | awk '$2 != "" {print $2}'
    if [ -n "${FORECOURT_PROCESS_LEDGER:-}" ] && [ -f "$FORECOURT_PROCESS_LEDGER" ]; then
      # A recorded group counts while its leader is the process recorded (a pid is reused).
      while read -r pgid started; do
        if [ -n "$pgid" ] && [ "$(start_time_of "$pgid")" = "$started" ]; then echo "$pgid"; fi
      done <"$FORECOURT_PROCESS_LEDGER"
    fi
  } | { grep -E '^[0-9]+$' || true; } | sort -un | while read -r pgid; do
    # Never this script's own group, init's or a kernel thread's.
    if [ "$pgid" -gt 1 ] && [ "$pgid" != "$own" ] && group_members "$pgid" | grep -q .; then echo "$pgid"; fi
  done
}

# The live members of a process group: "pid args", zombies left out (they hold nothing).
group_members() {
  ps -eo pid=,pgid=,stat=,args= | awk -v g="$1" '$2 == g && $3 !~ /^Z/ {print}'
}

# Reports and ends the groups this run left behind: SIGTERM, then SIGKILL after 5 s.
leftovers() {
  local groups pgid
  [ -n "${FORECOURT_RUN_ID:-}" ] || return 0
  groups=$(run_process_groups || true)
  [ -n "$groups" ] || return 0
  echo "== left behind by the last pass (stopping their process groups):"
  for pgid in $groups; do group_members "$pgid" | cut -c1-160; done
  for pgid in $groups; do kill -TERM -- "-$pgid" 2>/dev/null || true; done
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    groups=$(for pgid in $groups; do if group_members "$pgid" | grep -q .; then echo "$pgid"; fi; done)
    [ -n "$groups" ] || return 0
    sleep 0.5
  done
  for pgid in $groups; do kill -KILL -- "-$pgid" 2>/dev/null || true; done
}
