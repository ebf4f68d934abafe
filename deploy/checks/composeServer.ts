// deploy/compose.server.yaml: everything compose.yaml is checked for, and what one real server adds: public
// addresses on the shop's domain with certificates from Let's Encrypt (no localhost, no local authority), every
// value the servers cannot run without required by ${VAR:?}, real money by default, only 80 and 443 published,
// every resident service restarting, and the laptop file's images, ports and commands (read from it, not restated).
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { composeProblems, containerEnv, dependency, environmentOf, parseEnvFile, proxiesOf, published, REFERENCE, resolveCompose, restarts, bindMounts, type ComposeDoc, type ComposeFiles } from './compose.ts';
import type { Contracts } from './contracts.ts';
import { remotes } from './repo.ts';
import { placeholder } from './urls.ts';

/** What each service's own rules say of its environment, one line each (the API's, the release's, the web servers'). */
const ruleProblems = (doc: ComposeDoc, contracts: Contracts): Set<string> =>
  new Set(Object.entries(doc.services ?? {}).flatMap(([name, service]) => (contracts.rulesOf(name)?.(containerEnv(service)) ?? []).map((problem) => `${name}: ${problem}`)));

const hostOf = (url: string | undefined): string | null => {
  try {
    return new URL(url ?? '').host;
  } catch {
    return null;
  }
};

export const serverComposeProblems = (server: ComposeFiles, laptop: ComposeFiles, contracts: Contracts): string[] => {
  const where = server.path;
  const problems = composeProblems(server, contracts);
  const example = parseEnvFile(server.envExample);
  const doc = resolveCompose(server.compose, example);
  const services = doc.services ?? {};
  const raw = (parse(server.compose, { merge: true }) as ComposeDoc | null)?.services ?? {};

  // Required means required: a variable the servers' rules cannot do without is ${VAR:?}, at every use, so compose
  // refuses to start and names it rather than starting a shop that stops (or worse, runs) without it.
  // The owner fills in every variable the example lists; the question is what happens when one is left out.
  const filled = new Map([...example].map(([name, value]) => [name, value || placeholder(name)]));
  const baseline = ruleProblems(resolveCompose(server.compose, filled), contracts);
  const references = [...server.compose.matchAll(REFERENCE)].map((match) => ({ name: match[1]!, operator: match[2] ?? '' }));
  for (const name of new Set(references.map((reference) => reference.name))) {
    const loose = references.filter((reference) => reference.name === name && reference.operator !== ':?');
    if (loose.length === 0) continue;
    if (references.some((reference) => reference.name === name && reference.operator === ':?')) {
      problems.push(`${where}: \${${name}} is required in one place (:?) but not in another (${[...new Set(loose.map((reference) => reference.operator || 'plain'))].join(', ')})`);
      continue;
    }
    if (name === 'DOMAIN') {
      problems.push(`${where}: \${DOMAIN} is not required (${[...new Set(loose.map((reference) => reference.operator || 'plain'))].join(', ')}): every address is made of it, write \${DOMAIN:?set DOMAIN in deploy/.env}`);
      continue;
    }
    const without = [...ruleProblems(resolveCompose(server.compose, filled, new Set([name])), contracts)].filter((problem) => !baseline.has(problem));
    if (without.length > 0) problems.push(`${where}: without ${name} in deploy/.env the shop would start and fail (${without[0]}); write \${${name}:?set ${name} in deploy/.env}`);
  }

  // Real money by default: Tpay's production API, the sandbox only when the env file says ALLOW_SANDBOX_PAYMENTS=1.
  for (const [what, values] of [
    ['by default', new Map<string, string>()],
    [`as ${server.envExamplePath} has it`, example],
  ] as const) {
    const api = containerEnv(resolveCompose(server.compose, values).services?.api);
    if (api.PAYMENT_PROVIDER !== 'tpay') problems.push(`${where}: api's PAYMENT_PROVIDER is ${api.PAYMENT_PROVIDER || '(unset)'} ${what}, tpay expected (real money)`);
    if (api.ALLOW_SANDBOX_PAYMENTS === '1') problems.push(`${where}: api allows sandbox payments ${what} (ALLOW_SANDBOX_PAYMENTS=1): no real money would be taken`);
    else if (api.PAYMENT_PROVIDER === 'tpay') {
      const tpay = contracts.apiProblems(api).filter((problem) => /^TPAY_API_URL/.test(problem));
      if (tpay.length > 0) problems.push(`${where}: api ${what}: ${tpay.join('; ')}`);
    }
  }

  // The shop's own domain: https on the default port, the domain itself or a host under it; never localhost.
  const domain = placeholder('DOMAIN');
  const apiEnv = containerEnv(services.api);
  const addresses: [string, string | undefined][] = [
    ['api SHOP_URL', apiEnv.SHOP_URL],
    ['api PUBLIC_API_URL', apiEnv.PUBLIC_API_URL],
    ...['shell', ...remotes].flatMap((name) => ['PUBLIC_URL', 'API_URL'].map((variable): [string, string | undefined] => [`${name} ${variable}`, environmentOf(services[name] ?? {})[variable]])),
  ];
  if (hostOf(apiEnv.SHOP_URL) !== domain) problems.push(`${where}: api's SHOP_URL ${apiEnv.SHOP_URL ?? '(unset)'} is not https://\${DOMAIN}`);
  for (const [what, url] of addresses) {
    if (url === undefined) continue;
    const host = hostOf(url);
    if (!url.startsWith('https://') || !host || (host !== domain && !host.endsWith(`.${domain}`))) problems.push(`${where}: ${what} ${url} is not an https address on \${DOMAIN} (default port)`);
  }
  for (const [name, service] of Object.entries(services)) {
    for (const [variable, value] of Object.entries(environmentOf(service))) {
      if (/\blocalhost\b|127\.0\.0\.1/.test(value ?? '')) problems.push(`${where}: ${name}'s ${variable} names ${value}: a laptop's address`);
    }
  }

  // Certificates from Let's Encrypt for those hosts, with the owner's address for its warnings: no local authority.
  const proxies = proxiesOf(services);
  if (proxies.length !== 1) problems.push(`${where}: ${proxies.length} services mount a Caddyfile, one proxy expected`);
  for (const [name, proxy] of proxies) {
    const file = bindMounts(proxy).get('/etc/caddy/Caddyfile')!;
    const caddyfile = server.read(file) ?? '';
    for (const [pattern, why] of [
      [/^\s*local_certs\b/m, 'local_certs (Caddy\'s own authority, which no browser trusts)'],
      [/^\s*tls\s+internal\b/m, 'tls internal (Caddy\'s own authority, which no browser trusts)'],
      [/\blocalhost\b|127\.0\.0\.1/, 'localhost'],
    ] as const) {
      if (pattern.test(caddyfile.replace(/#.*$/gm, ''))) problems.push(`${where}: ${name}'s ${file} has ${why}`);
    }
    const global = /^\{\s*\n([\s\S]*?)\n\}/m.exec(caddyfile.replace(/#.*$/gm, ''))?.[1] ?? '';
    const email = /^\s*email\s+\{\$([A-Za-z_][A-Za-z0-9_]*)\}\s*$/m.exec(global)?.[1];
    const rawEmail = email ? String(environmentOf(raw[name] ?? {})[email] ?? '') : '';
    if (!email) problems.push(`${where}: ${name}'s ${file} gives Let's Encrypt no e-mail (global option email {$ACME_EMAIL})`);
    else if (!new RegExp(`^\\$\\{[A-Za-z_][A-Za-z0-9_]*:\\?`).test(rawEmail)) problems.push(`${where}: ${name}'s ${email} is ${rawEmail || 'unset'}, not a required \${VAR:?} of deploy/.env`);
    // TCP 80 and 443; UDP 443 (HTTP/3) at most besides.
    const ports = (proxy.ports ?? []).map((entry) => String(entry).replace(/\/tcp$/, ''));
    const tcp = ports.filter((entry) => !entry.endsWith('/udp')).sort();
    const udp = ports.filter((entry) => entry.endsWith('/udp'));
    if (!isDeepStrictEqual(tcp, ['443:443', '80:80']) || udp.some((entry) => entry !== '443:443/udp')) {
      problems.push(`${where}: ${name} publishes ${ports.join(', ') || 'nothing'}; 80 and 443 expected (the certificate challenges, then https)`);
    }
  }
  for (const [name, service] of Object.entries(services)) {
    if (proxies.some(([proxy]) => proxy === name)) continue;
    if (published(service).size > 0) problems.push(`${where}: ${name} publishes ${(service.ports ?? []).join(', ')}; only the proxy faces the internet`);
  }

  // Logs rotated: Docker's default keeps every line of every container until the disk is full.
  for (const [name, service] of Object.entries(services)) {
    const logging = (service as { logging?: { driver?: string; options?: Record<string, unknown> } }).logging;
    const rotated = logging && (logging.driver === 'local' || logging.options?.['max-size'] !== undefined);
    if (!rotated) problems.push(`${where}: ${name} keeps its logs without limit (logging: max-size, or the local driver)`);
  }

  // Every resident service comes back after a crash or a reboot; a one-off is one that another waits for.
  for (const [name, service] of Object.entries(services)) {
    const awaited = Object.values(services).some((other) => dependency(other, name) === 'service_completed_successfully');
    if (awaited && service.restart === 'no') continue;
    if (!restarts(service)) problems.push(`${where}: ${name} does not restart (${service.restart ?? 'unset'}): after a reboot the shop would run without it`);
  }

  // The laptop file's services, run the same way: images, builds, commands, ports, profiles and data volumes.
  const laptopDoc = resolveCompose(laptop.compose, parseEnvFile(laptop.envExample));
  for (const [name, mine] of Object.entries(laptopDoc.services ?? {})) {
    const theirs = services[name];
    if (!theirs) {
      problems.push(`${where}: no service ${name}, which ${laptop.path} runs`);
      continue;
    }
    for (const key of ['image', 'build', 'command', 'expose', 'profiles'] as const) {
      if (!isDeepStrictEqual(mine[key], theirs[key])) problems.push(`${where}: ${name}'s ${key} is ${JSON.stringify(theirs[key])}, ${laptop.path} has ${JSON.stringify(mine[key])}`);
    }
    const port = environmentOf(mine).PORT;
    if (port !== environmentOf(theirs).PORT) problems.push(`${where}: ${name}'s PORT is ${environmentOf(theirs).PORT ?? '(unset)'}, ${laptop.path} has ${port ?? '(unset)'}`);
  }
  // A service of its own (the discovery document's writer) runs one of those images, built the same way.
  for (const [name, service] of Object.entries(services)) {
    if (laptopDoc.services?.[name] || service.build === undefined) continue;
    const same = Object.values(laptopDoc.services ?? {}).some((mine) => mine.image === service.image && isDeepStrictEqual(mine.build, service.build));
    if (!same) problems.push(`${where}: ${name} builds ${service.image ?? '(no image)'} otherwise than any service of ${laptop.path}`);
  }
  for (const volume of Object.keys(laptopDoc.volumes ?? {})) {
    if (!(volume in (doc.volumes ?? {}))) problems.push(`${where}: no volume ${volume}, which ${laptop.path} keeps`);
  }
  return [...new Set(problems)];
};
