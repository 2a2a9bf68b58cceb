import { execFileSync } from 'node:child_process';
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
if (env.NODE_ENV === 'production') {
  console.error('Refusing to seed a production database.');
} else {
  execFileSync('npx', ['knex', 'migrate:latest'], { stdio: 'inherit', env, cwd: root });
  execFileSync('npx', ['knex', 'seed:run'], { stdio: 'inherit', env, cwd: root });
}
