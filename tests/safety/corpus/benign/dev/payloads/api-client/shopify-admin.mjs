const shop = process.env.SHOPIFY_STORE; // e.g. my-store
const token = process.env.SHOPIFY_ADMIN_TOKEN;
if (shop && token) {
  const res = await fetch(`https://${shop}.myshopify.com/admin/api/2024-07/graphql.json`, {
    method: 'POST',
    headers: { 'X-Shopify-Access-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 5) { edges { node { title totalInventory } } } }' }),
  });
  const { data } = await res.json();
  for (const { node } of data.products.edges) console.log(`${node.title}: ${node.totalInventory}`);
}
