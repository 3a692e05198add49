import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** Renders the hook's answer as text, from a fresh copy of the module (its loaded sanitisers). */
async function probe(memos: Array<string | undefined>, enabled: boolean) {
  const { useMemoSanitiserReady } = await import("./useSanitisedMemo");
  function Probe() {
    return <p>{useMemoSanitiserReady(memos, enabled) ? "ready" : "waiting"}</p>;
  }
  render(<Probe />);
}

describe("useMemoSanitiserReady", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock("./sanitise-core");
    vi.resetModules();
  });

  it("is ready at once for a list without a memo column", async () => {
    await probe(["a memo"], false);
    expect(screen.getByText("ready")).toBeInTheDocument();
  });

  it("holds a list's rows until the sanitiser is loaded (memo cells filling in later would change every column's width)", async () => {
    await probe(["coffee", undefined], true);
    expect(screen.getByText("waiting")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("ready")).toBeInTheDocument());
  });

  it("lets the rows show after a second when the sanitiser does not load", async () => {
    // a chunk that never arrives (a stalled network)
    vi.doMock("./sanitise-core", () => new Promise(() => undefined));
    vi.useFakeTimers();
    await probe(["coffee"], true);
    expect(screen.getByText("waiting")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("waiting")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("ready")).toBeInTheDocument();
  });
});
