/**
 * Stopping as operators stop the server (ADR 0050): the real `npm start` and `npm run dev`,
 * each in a process group of its own as a terminal or a process manager starts it, stopped the three
 * usual ways: SIGTERM to the top process (a container runtime's stop of PID 1), SIGTERM to the whole group
 * (systemd's default) and SIGINT to the whole group (Ctrl+C). Each time a request is in flight when the
 * signal comes; it must be answered, the top process must exit 0, DATA_DIR's lock must be freed and no
 * process of the group may be left. The database is an empty embedded one (no demo data: the request in
 * flight is a login, answered 400 by an empty database as readily as 200 by a seeded one), opened again by
 * each start, so the stops cost seconds, not seeds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { check, freePort, root, sleep, tempDir } from './lib.mjs';

/** How long each start may take to be ready, and the rest of each stop, ms: generous, as the machine is shared. */
const READY_WITHIN_MS = 120_000;
const GONE_WITHIN_MS = 30_000;
const LOGIN = 'grant_type=password&username=nobody%40example.test&password=not-a-password';

/** The processes of session `sid` that have not ended (a zombie has), with their command lines. */
function sessionProcesses(sid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp session …: the command name may hold spaces and brackets.
      const [state, , , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(session) !== sid || state === 'Z') continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') });
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

/** A command line by its program and what it runs, without flags or folders: 'npm start', 'node main.js'. */
function shortCommand(command) {
  const [program, ...words] = command.split(' ').map((word) => word.replace(/^.*\//, ''));
  const runs = words.filter((word, i) => !word.startsWith('-') && words[i - 1] !== '--import' && !/^\d+$/.test(word));
  return [program, ...(program === 'npm' ? runs : runs.slice(0, 1))].join(' ');
}

/** Resolves once `test()` is true, checking every 100 ms; fails with `what` after `ms`. */
async function until(test, ms, what) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} (waited ${ms} ms)`);
    await sleep(100);
  }
}

/** Starts `command` (e.g. ['npm', 'start']) in a session and process group of its own, as a terminal or a process manager does. */
async function startGroup(command, env) {
  const child = spawn(command[0], command.slice(1), { cwd: root, detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (c) => (text += c));
  child.stderr.on('data', (c) => (text += c));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  return { child, exited, output: () => text };
}

/** A login whose body is sent in two halves: in flight from its headers until `finish()`. */
function halfSentLogin(port, id) {
  const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/Token', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(LOGIN), 'x-request-id': id } });
  const answer = new Promise((done) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode, body }));
    });
    req.on('error', (error) => done({ status: 0, body: String(error) }));
  });
  req.write(LOGIN.slice(0, 20));
  return { answer, finish: () => req.end(LOGIN.slice(20)) };
}

/**
 * One start and one stop. @param stop 'top' (SIGTERM to the top process), 'group' (SIGTERM to the group) or
 * 'ctrl-c' (SIGINT to the group) @returns what it did, for the figures
 */
async function startAndStop({ label, command, stop, dataDir, portalDist, dev }) {
  const port = await freePort();
  const apiPort = dev ? await freePort() : port;
  const started = await startGroup(command, {
    PORT: String(port),
    ...(dev ? { API_PORT: String(apiPort) } : { HOST: '127.0.0.1' }),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    PORTAL_DIST: portalDist,
    BUILD: 'never',
    LOG_LEVEL: 'info',
    // The scenario names its requests with X-Request-Id, as a balancer in front would: kept only behind a trusted proxy.
    TRUST_PROXY: 'true',
    // Far beyond this scenario's own waits: the stop must end because the request is done, not the grace.
    SHUTDOWN_GRACE_MS: '600000',
  });
  const { child, exited, output } = started;
  const sid = child.pid;
  try {
    await until(() => /is ready at|is ready: open/.test(output()) || child.exitCode !== null, READY_WITHIN_MS, `${label}: not ready:\n${output()}`);
    check(child.exitCode === null, `${label}: ended while starting:\n${output()}`);
    const tree = sessionProcesses(sid).map((p) => shortCommand(p.command));
    const readyAt = performance.now();

    const id = `in-flight-${stop}-${dev ? 'dev' : 'start'}`;
    const login = halfSentLogin(apiPort, id);
    await until(() => output().includes(`"reqId":"${id}"`), READY_WITHIN_MS, `${label}: the request never reached the server:\n${output()}`);
    const signal = stop === 'ctrl-c' ? 'SIGINT' : 'SIGTERM';
    process.kill(stop === 'top' ? sid : -sid, signal);
    await until(() => output().includes(`${signal}: stopping`), GONE_WITHIN_MS, `${label}: no stop logged:\n${output()}`);
    login.finish();
    const answer = await login.answer;
    check(answer.status === 400 && answer.body.includes('Message'), `${label}: the request in flight got ${answer.status} ${answer.body}:\n${output()}`);
    const { code, signal: endedBy } = await Promise.race([exited, sleep(GONE_WITHIN_MS).then(() => ({ code: 'still running' }))]);
    check(code === 0, `${label}: the top process ended with ${code ?? endedBy}, not 0:\n${output()}`);
    await until(() => sessionProcesses(sid).length === 0, GONE_WITHIN_MS, `${label}: processes left: ${JSON.stringify(sessionProcesses(sid))}`);
    check(!existsSync(join(dataDir, '.lock')), `${label}: DATA_DIR is still locked`);
    check(!/second SIG|Force killing|killed by timeout|Stopping after/.test(output()), `${label}: not one clean stop:\n${output()}`);
    return { tree: tree.join(', '), stopSeconds: (performance.now() - readyAt) / 1000 };
  } finally {
    for (const p of sessionProcesses(sid)) process.kill(p.pid, 'SIGKILL');
  }
}

/** @returns {Promise<Record<string, number | string>>} */
export async function stops() {
  const dataDir = tempDir('stops');
  const portalDist = tempDir('stops-portal');
  writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>Trade Portal</title>');
  const figures = {};
  for (const [label, command, stop, dev] of [
    ['npm start, SIGTERM to npm', ['npm', 'start'], 'top'],
    ['npm start, SIGTERM to the group', ['npm', 'start'], 'group'],
    ['npm start, Ctrl+C', ['npm', 'start'], 'ctrl-c'],
    ['npm run dev, Ctrl+C', ['npm', 'run', 'dev'], 'ctrl-c', true],
  ]) {
    const t0 = performance.now();
    const { tree, stopSeconds } = await startAndStop({ label, command, stop, dataDir, portalDist, dev });
    const startSeconds = (performance.now() - t0) / 1000 - stopSeconds;
    figures[label] = `answered, exit 0, DATA_DIR freed, nothing left (start ${startSeconds.toFixed(1)} s, stop ${stopSeconds.toFixed(1)} s; ${tree})`;
  }
  return figures;
}
