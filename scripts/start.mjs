// `npm start`: build what is missing, then serve the whole shop (API on an embedded database, seeded).
import { buildBundles } from './lib/build.mjs';
import { startStack } from './lib/stack.mjs';

await buildBundles({ force: process.argv.includes('--rebuild') });
// Resolves once the API answers and every first screen has been drawn once: only then is the shop announced.
const stack = await startStack();
console.log(`\nInercise is open at ${stack.origin('shell')}`);
for (const [name, port] of Object.entries(stack.ports)) {
  if (name !== 'shell') console.log(`  ${name} standalone: http://localhost:${port}`);
}
console.log(`  API: ${stack.apiUrl} (OpenAPI at ${stack.apiUrl}/docs)`);
// The rollout commands (npm run promote, canary, rollback) edit this file: README, "Release a remote".
console.log(`  discovery document: RUNTIME_CONFIG=${stack.runtimeConfigPath}\nPress Ctrl+C to stop.`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
