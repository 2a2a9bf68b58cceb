version=$(node -p "require('./package.json').version")
tarball="release-$version.tar.gz"
tar -czf "$tarball" -C build .
scp -i ~/.ssh/id_ed25519 "$tarball" "ops@staging.internal:/opt/app/releases/"
ssh -i ~/.ssh/id_ed25519 ops@staging.internal "cd /opt/app && ./switch-release.sh $version"
rm -f "$tarball"
