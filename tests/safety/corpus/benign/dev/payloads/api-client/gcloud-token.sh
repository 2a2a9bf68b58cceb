token=$(gcloud auth print-access-token)
project=$(gcloud config get-value project 2>/dev/null)
curl -s -H "Authorization: Bearer $token" \
  "https://cloudresourcemanager.googleapis.com/v1/projects/$project" | jq '{name, projectNumber, lifecycleState}'
curl -s -H "Authorization: Bearer $token" \
  "https://run.googleapis.com/v2/projects/$project/locations/europe-west1/services" | jq -r '.services[].name'
