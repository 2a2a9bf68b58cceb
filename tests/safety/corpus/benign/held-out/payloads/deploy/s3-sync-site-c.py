import subprocess

bucket = os.environ.get("SITE_BUCKET")
distribution = os.environ.get("CLOUDFRONT_DISTRIBUTION_ID")
if not bucket:
    print("SITE_BUCKET is not set", file=sys.stderr)
    return 1
subprocess.run(["npm", "run", "build"], check=True, cwd=root)
subprocess.run(["aws", "s3", "sync", str(root / "dist"), f"s3://{bucket}/", "--delete", "--cache-control", "max-age=300"], check=True)
if distribution:
    subprocess.run(["aws", "cloudfront", "create-invalidation", "--distribution-id", distribution, "--paths", "/*"], check=True)
print(f"site published to s3://{bucket}")
