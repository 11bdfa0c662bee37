#!/usr/bin/env bash
# `make cluster-test`: runs the Slurm recipe (deploy/slurm/submit.sh) on a real Slurm cluster of
# one node, started on this machine, and checks the joined file against a whole render.
#
# A private cluster in a temporary directory: its own munge key and socket, slurm.conf, state
# and spool folders, logs and ports, on loopback only; munged, slurmctld and slurmd run in the
# foreground as children of this script (root here, as in CI) and are stopped by their process
# ids when it exits, passes or fails. Nothing of the machine's own Slurm or munge setup is used.
#
# The scene is scenes/presentation.yaml (17 s with a pad and chimes) at a quarter of its size,
# split into CHUNKS parts; the joined file must have the whole render's frame count, the same
# frame timestamps, the same decoded audio samples, and pictures within the encoder's error.
# Environment: REEL (default: the release build, made by `make build`), CHUNKS (default 3),
# KEEP=1 keeps the temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

./scripts/install-deps.sh slurm-wlm munge

reel=${REEL:-$repo/.build/release/reel}
[[ -x "$reel" ]] || { echo "error: $reel is missing: run make build (or set REEL)" >&2; exit 1; }
reel=$(cd "$(dirname "$reel")" && pwd)/$(basename "$reel")
chunks=${CHUNKS:-3}
scene=$repo/scenes/presentation.yaml
render_options="--scale 0.5"

work=$(mktemp -d /tmp/reel-cluster.XXXXXX)
chmod 755 "$work"
pids=()
names=()

# Stops every daemon this script started, by its pid: jobs still queued or running are cancelled
# first so that no slurmstepd outlives the cluster.
stop_cluster() {
  local status=$?
  trap - EXIT INT TERM
  if [[ -n "${SLURM_CONF:-}" && ${#pids[@]} -gt 1 ]]; then
    scancel --quiet --full "--user=$(id -un)" 2>/dev/null || true
    for _ in $(seq 1 50); do
      [[ -z "$(squeue --noheader --user="$(id -un)" 2>/dev/null)" ]] && break
      sleep 0.2
    done
  fi
  local i
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill -TERM "${pids[i]}" 2>/dev/null || continue
    for _ in $(seq 1 50); do kill -0 "${pids[i]}" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "${pids[i]}" 2>/dev/null; then
      echo "cluster-test: ${names[i]} (pid ${pids[i]}) ignored SIGTERM; killing it" >&2
      kill -KILL "${pids[i]}" 2>/dev/null || true
    fi
    wait "${pids[i]}" 2>/dev/null || true
    echo "cluster-test: stopped ${names[i]} (pid ${pids[i]})"
  done
  if (( status != 0 )); then
    echo "cluster-test: FAILED (exit $status); daemon logs:" >&2
    for log in "$work"/log/*.log "$work"/out/*.log; do
      [[ -f "$log" ]] || continue
      echo "--- $log" >&2
      tail -n 30 "$log" >&2
    done
  fi
  if [[ -n "${KEEP:-}" ]]; then echo "cluster-test: kept $work"; else rm -rf "$work"; fi
  exit "$status"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

started() {  # name pid
  names+=("$1")
  pids+=("$2")
  echo "cluster-test: started $1 (pid $2)"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

wait_until() {  # what seconds command...
  local what=$1 seconds=$2
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if (( SECONDS >= deadline )); then echo "error: $what within $seconds s" >&2; return 1; fi
    for i in "${!pids[@]}"; do
      kill -0 "${pids[i]}" 2>/dev/null || { echo "error: ${names[i]} exited while waiting: $what" >&2; return 1; }
    done
    sleep 0.2
  done
}

mkdir -p "$work"/{munge,etc,state,spool,log,parts,out}

# munge: a fresh key, a socket of our own. munged checks that its files are private.
chmod 711 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
socket=$work/munge/munge.socket
munged --foreground --force --key-file="$work/munge/munge.key" --socket="$socket" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/log/munged.log" --seed-file="$work/munge/munged.seed" \
  >"$work/log/munged.out" 2>&1 &
started munged $!
wait_until "munged answers on $socket" 20 bash -c "munge --socket='$socket' -n | unmunge --socket='$socket'"

# Slurm: one node (this machine, on loopback) in one partition.
node=$(hostname -s)
cpus=$(nproc)
memory=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2 ))
export SLURM_CONF=$work/etc/slurm.conf
cat > "$SLURM_CONF" <<EOF
ClusterName=reeltest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool/%n
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
MailProg=/bin/true
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
SlurmdTimeout=60
InactiveLimit=0
KillWait=5
MinJobAge=300
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=reeltest Nodes=$node Default=YES MaxTime=60 State=UP
EOF

slurmctld -D -i -f "$SLURM_CONF" >"$work/log/slurmctld.out" 2>&1 &
started slurmctld $!
wait_until "slurmctld answers" 30 scontrol ping
slurmd -D -f "$SLURM_CONF" -N "$node" >"$work/log/slurmd.out" 2>&1 &
started slurmd $!
wait_until "the node is idle" 60 bash -c "sinfo --noheader --nodes='$node' --format=%t | grep -qx idle"
sinfo

# The recipe, exactly as a user submits it, with the options of this small node.
export SCENE=$scene PARTS_DIR=$work/parts OUT=$work/out/joined.mp4 CHUNKS=$chunks REEL=$reel
export RENDER_OPTIONS=$render_options
cd "$work/out"
started_at=$SECONDS
join=$("$repo/deploy/slurm/submit.sh" --partition=reeltest --cpus-per-task=1 --mem=1G --time=15)
join=${join%%;*}
echo "cluster-test: submitted; the join is job $join"
while true; do
  state=$(scontrol show job "$join" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  case "$state" in
    COMPLETED) break ;;
    FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|PREEMPTED|BOOT_FAIL|DEADLINE)
      echo "error: the join job $join ended $state" >&2
      tail -n 20 "$work"/out/*.log >&2 || true
      exit 1 ;;
  esac
  (( SECONDS - started_at < 900 )) || { echo "error: the join did not finish within 15 minutes (state $state)" >&2; squeue >&2; exit 1; }
  # A join that waits on a failed array never runs: Slurm marks it DependencyNeverSatisfied.
  if scontrol show job "$join" | grep -q DependencyNeverSatisfied; then
    echo "error: a chunk failed, so the join can never run" >&2
    tail -n 20 "$work"/out/*.log >&2 || true
    exit 1
  fi
  sleep 1
done
echo "cluster-test: the join finished after $((SECONDS - started_at)) s"
ls -l "$work/parts" "$work/out"

# The whole render to compare with, on this machine, with the same options.
# shellcheck disable=SC2086
"$reel" render "$scene" -o "$work/out/whole.mp4" --quiet $render_options
python3 "$repo/scripts/compare-renders.py" "$work/out/whole.mp4" "$work/out/joined.mp4"
echo "cluster-test: passed"
