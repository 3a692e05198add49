import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { test } from "./fixtures";

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The fault proxy of a spec file: where it listens, and its controls. */
export interface FaultProxy {
  /** the port it listens on (known once the file's tests start) */
  readonly port: number;
  /** the node's API through the proxy, for a config.json `server` */
  readonly api: string;
  /** sets the fault (`{ mode: "none" | "delay" | "error" | "lagging-pool" | …, … }`, see fault-proxy.mjs) */
  set(fault: Record<string, unknown>): Promise<void>;
  /** the proxy's state as GET /__fault answers it */
  state<T = unknown>(): Promise<T>;
}

/**
 * Starts e2e/fault-proxy.mjs in front of the real testnet node for the tests of the calling file
 * (or describe block) and stops it after them: call it at the file's top level. The proxy answers
 * as the node does until a fault is set.
 */
export function useFaultProxy(): FaultProxy {
  let proxy: ChildProcess | undefined;
  let port = 0;
  const control = () => `http://127.0.0.1:${port}/__fault`;
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}) => {
    port = await freePort();
    proxy = spawn("node", ["e2e/fault-proxy.mjs", "--port", String(port)], { stdio: "ignore" });
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(control())).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("fault proxy did not start");
  });
  test.afterAll(() => proxy?.kill());
  return {
    get port() {
      return port;
    },
    get api() {
      return `http://127.0.0.1:${port}/api`;
    },
    async set(fault) {
      await fetch(control(), { method: "POST", body: JSON.stringify(fault) });
    },
    async state<T>() {
      return (await (await fetch(control())).json()) as T;
    },
  };
}
