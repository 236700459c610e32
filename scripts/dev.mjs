#!/usr/bin/env node
// Development: the API with reload (tsx watch) on PORT (8000) and Vite's dev server on 5173,
// which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@hireloop/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@hireloop/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
