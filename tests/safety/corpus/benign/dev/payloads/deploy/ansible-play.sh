export ANSIBLE_HOST_KEY_CHECKING=False
ansible-playbook -i inventories/staging/hosts.ini site.yml \
  --private-key ~/.ssh/ansible_ed25519 \
  --vault-password-file ~/.config/acme/vault-pass \
  --limit web --tags deploy
