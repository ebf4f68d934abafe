// Phones, not multipliers: a fixed CPU slow-down emulates a different phone on every host, so the bench also slows
// the CPU by this host's measured speed over a target phone's, as Chrome DevTools' CPU calibration does.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Chrome DevTools' two calibration targets, in Lighthouse's benchmark index. */
export const PHONES = {
  'mid-tier': { index: 1000, name: 'mid-tier phone (benchmark index 1,000, a Pixel 5 class)' },
  'low-tier': { index: 264, name: 'low-tier phone (benchmark index 264, a Moto G Power 2022 class)' },
};

/** Sends one DevTools command over a page target's socket and resolves with its result. */
function send(socket, id, method, params) {
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== id) return;
      socket.removeEventListener('message', onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.addEventListener('message', onMessage);
    socket.send(JSON.stringify({ id, method, params }));
  });
}

/**
 * This host's CPU speed now, as Lighthouse measures it (its own benchmark page function, run unthrottled in a blank
 * tab of the Chromium on `port`); the median of three, since one reading on a shared host jumps.
 */
export async function measureHostIndex(port) {
  const target = await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const readings = [];
    for (let i = 1; i <= 3; i += 1) {
      const { result } = await send(socket, i, 'Runtime.evaluate', { expression: `(${pageFunctions.computeBenchmarkIndex})()`, returnByValue: true });
      readings.push(result.value);
    }
    return readings.sort((a, b) => a - b)[1];
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`).catch(() => undefined);
  }
}

/** The slow-down that makes this host as fast as `phone` (never below 1: a host slower than the phone runs as is). */
export function phoneSlowdown(hostIndex, phone) {
  return Math.max(1, Math.round((hostIndex / PHONES[phone].index) * 100) / 100);
}
