// The server instances under soak: started from the built server, each on its own port with its own log,
// killed with SIGKILL and restarted on the same port; a kill window lasts from the kill to /health answering again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface KillWindow {
  instance: number;
  killedAt: number;
  /** When the restarted instance answered /health (Infinity while it has not). */
  healthyAt: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const alive = (child: ChildProcess | null | undefined): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null;

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

export class Instances {
  readonly urls: string[] = [];
  readonly windows: KillWindow[] = [];
  /** Instances that exited without being killed by the soak (each is started again). */
  readonly crashes: { instance: number; at: number; code: number | null }[] = [];
  private readonly children: (ChildProcess | null)[] = [];
  private readonly killing = new Set<number>();
  private stopping = false;

  constructor(
    private readonly root: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly logDir: string,
  ) {}

  get count(): number {
    return this.urls.length;
  }

  async startAll(count: number): Promise<void> {
    for (let i = 0; i < count; i++) this.urls.push(`http://127.0.0.1:${await freePort()}`);
    await Promise.all(this.urls.map((_, i) => this.start(i)));
  }

  /** SIGKILL, about 2 s down, restart on the same port; answers once the instance answers /health again. */
  async kill(instance: number): Promise<KillWindow> {
    const child = this.children[instance];
    const window: KillWindow = { instance, killedAt: Date.now(), healthyAt: Infinity };
    this.windows.push(window);
    this.killing.add(instance);
    if (alive(child)) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    this.killing.delete(instance);
    await sleep(2000);
    await this.start(instance);
    window.healthyAt = Date.now();
    return window;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.children.map((child) => {
      if (!alive(child)) return undefined;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    }));
  }

  private async start(instance: number): Promise<void> {
    const url = this.urls[instance]!;
    const log = fs.openSync(path.join(this.logDir, `instance-${instance}.log`), 'a');
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: this.root, env: { ...process.env, ...this.env, PORT: new URL(url).port, HOST: '127.0.0.1' }, stdio: ['ignore', log, log],
      // Out of the terminal's process group: Ctrl-C is the soak's to handle, which stops the instances itself.
      detached: true,
    });
    fs.closeSync(log);
    this.children[instance] = child;
    const deadline = Date.now() + 120_000;
    while (!(await answersHealth(url))) {
      if (Date.now() > deadline || !alive(child)) throw new Error(`instance ${instance} did not start: see ${this.logDir}/instance-${instance}.log`);
      await sleep(100);
    }
    // An instance that dies of itself is a finding: kept, and the instance started again.
    child.once('exit', (code) => {
      if (this.stopping || this.killing.has(instance)) return;
      this.crashes.push({ instance, at: Date.now(), code });
      this.start(instance).catch((err: unknown) => console.error(`starting instance ${instance} again after its crash failed:`, err));
    });
  }
}
