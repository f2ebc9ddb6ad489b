/**
 * `npm test`: the type check, lint and production build run side by side (each is mostly one
 * thread, and the machine has two cores), then the unit tests, then the end-to-end tests on that
 * build (each of these two already keeps both cores busy). Each step's output is printed in one
 * piece when it ends, under its name and time, so steps that ran together do not interleave. The
 * command fails when any step fails; the steps of a stage that has a failure all finish (so every
 * error is shown) and no later stage starts.
 *
 * Steps are npm scripts, so each can be run alone: `npm run typecheck`, `npm run lint`, `npm run build`,
 * `npm run test:unit`, `npx playwright test` (on an existing build).
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  script: string;
  /** Print as it comes instead of at the end (a stage of one step; long runs show their progress). */
  live?: boolean;
}

const STAGES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit tests', script: 'test:unit', live: true }],
  [{ name: 'end-to-end tests', script: 'test:e2e:built', live: true }],
];

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function run(step: Step): Promise<boolean> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  if (!step.live) process.stdout.write(`▶ ${step.name} (npm run ${step.script}) started\n`);
  else process.stdout.write(`\n▶ ${step.name} (npm run ${step.script})\n`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], { stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const output = Buffer.concat(chunks).toString().trimEnd();
      const verdict = ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      if (step.live) process.stdout.write(`■ ${step.name} ${verdict} in ${seconds(Date.now() - started)}\n`);
      else process.stdout.write(`\n■ ${step.name} ${verdict} in ${seconds(Date.now() - started)}${output ? `:\n${output}` : ''}\n`);
      resolve(ok);
    });
  });
}

const began = Date.now();
for (const stage of STAGES) {
  const results = await Promise.all(stage.map(run));
  const failed = stage.filter((_, i) => !results[i]).map((s) => s.name);
  if (failed.length > 0) {
    process.stdout.write(`\nnpm test FAILED after ${seconds(Date.now() - began)}: ${failed.join(', ')}\n`);
    process.exit(1);
  }
}
process.stdout.write(`\nnpm test passed in ${seconds(Date.now() - began)}\n`);
