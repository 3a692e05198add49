import { render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { useTopFirst } from "@/shared/hooks/useTopFirst";
import { AfterTop } from "./AfterTop";

describe("useTopFirst / AfterTop", () => {
  it("is false in the first commit and true in the one right after it", async () => {
    const committed: boolean[] = [];
    function Probe() {
      const below = useTopFirst();
      useEffect(() => {
        committed.push(below);
      }, [below]);
      return <p>{below ? "below" : "top"}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText("below")).toBeInTheDocument();
    expect(committed).toEqual([false, true]);
  });

  it("AfterTop shows its children once the top was committed", async () => {
    render(
      <>
        <h1>Top</h1>
        <AfterTop>
          <p>Below</p>
        </AfterTop>
      </>,
    );
    expect(screen.getByRole("heading", { name: "Top" })).toBeInTheDocument();
    expect(await screen.findByText("Below")).toBeInTheDocument();
  });
});
