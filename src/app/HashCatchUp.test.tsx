import { act, render, screen } from "@testing-library/react";
import { startTransition } from "react";
import { HashRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { HashCatchUp } from "./HashCatchUp";

/** Moves the address bar during the render, before the router subscribed: the event is missed. */
function MovesTheAddressBar() {
  if (window.location.hash === "#/start") window.history.replaceState(null, "", "#/blocks/1?sort=height:asc");
  return null;
}

function app(withCatchUp: boolean) {
  return (
    <HashRouter>
      {withCatchUp ? <HashCatchUp /> : null}
      <MovesTheAddressBar />
      <Routes>
        <Route path="/start" element={<h1>Start</h1>} />
        <Route path="/blocks/:page" element={<h1>Blocks</h1>} />
      </Routes>
    </HashRouter>
  );
}

describe("HashCatchUp: a hash change during the time-sliced first render is not lost", () => {
  afterEach(() => window.history.replaceState(null, "", "#/"));

  it("without it the router stays where the render began (the race it fixes)", async () => {
    window.history.replaceState(null, "", "#/start");
    await act(async () => startTransition(() => void render(app(false))));
    expect(screen.getByRole("heading").textContent).toBe("Start");
  });

  it("with it the router follows the address bar once subscribed", async () => {
    window.history.replaceState(null, "", "#/start");
    await act(async () => startTransition(() => void render(app(true))));
    expect(screen.getByRole("heading").textContent).toBe("Blocks");
    expect(window.location.hash).toBe("#/blocks/1?sort=height:asc");
  });
});
