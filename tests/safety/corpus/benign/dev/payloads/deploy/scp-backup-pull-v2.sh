mkdir -p backups
scp -i ~/.ssh/prod_readonly.pem ubuntu@db-backup.example.org:/backups/latest.sql.gz backups/
gunzip -f backups/latest.sql.gz
psql "${LOCAL_DATABASE_URL:-postgresql://localhost/app_dev}" -f backups/latest.sql
