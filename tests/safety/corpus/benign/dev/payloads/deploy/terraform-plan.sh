cd infra
terraform init -input=false -backend-config="bucket=${TF_STATE_BUCKET:?}" >/dev/null
terraform validate
terraform plan -input=false -out=tfplan -var="environment=${ENVIRONMENT:-dev}"
terraform show -no-color tfplan > ../plan.txt
echo "Plan written to plan.txt; apply with: terraform -chdir=infra apply tfplan"
