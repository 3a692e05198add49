import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { ApiError, failureKind, technicalDetail } from "@/shared/api/errors";
import { chainKeys } from "@/shared/network/queries";
import { ErrorState, nodeHost } from "./ErrorState";
import { renderWithI18n } from "./test-utils";

const get = (
  opts: Partial<ConstructorParameters<typeof ApiError>[0]> &
    Pick<ConstructorParameters<typeof ApiError>[0], "kind" | "reason">,
) => new ApiError({ method: "GET", path: "/transactions/0aa0", ...opts });

const KINDS = [
  [
    "a network failure",
    get({ kind: "network", reason: "Failed to fetch" }),
    "The node at 127.0.0.1:4003 does not answer.",
  ],
  [
    "a time-out",
    get({ kind: "timeout", reason: "no answer within 10 s" }),
    "The node at 127.0.0.1:4003 did not answer in time.",
  ],
  [
    "HTTP 500",
    get({ kind: "http", status: 500, reason: "Internal Server Error: boom" }),
    "The node at 127.0.0.1:4003 answered with an error.",
  ],
  [
    "HTTP 503",
    get({ kind: "http", status: 503, reason: "Service Unavailable" }),
    "The node at 127.0.0.1:4003 answered with an error.",
  ],
  [
    "an error field",
    get({ kind: "api-error", status: 200, reason: "the node says no" }),
    "The node at 127.0.0.1:4003 answered with an error.",
  ],
  [
    "HTTP 429",
    get({ kind: "http", status: 429, reason: "Too Many Requests: Rate limit exceeded" }),
    "The node at 127.0.0.1:4003 is busy and asked the explorer to slow down.",
  ],
  [
    "invalid JSON",
    get({ kind: "invalid-json", status: 200, reason: "the answer is not valid JSON" }),
    "The node’s answer could not be read.",
  ],
  [
    "a wrong shape",
    get({ kind: "invalid-shape", status: 200, reason: "unexpected answer at data.height" }),
    "The node’s answer could not be read.",
  ],
  [
    "HTTP 422",
    get({ kind: "http", status: 422, reason: 'Unprocessable Entity: child "orderBy" fails' }),
    "The node at 127.0.0.1:4003 cannot answer this request.",
  ],
  [
    "HTTP 404",
    get({ kind: "http", status: 404, reason: "Not Found: Transaction not found" }),
    "This could not be found on the blockchain.",
  ],
  ["a page error", new TypeError("x is undefined"), "Something went wrong while showing this."],
] as const;

function withClient(ui: ReactElement, client = new QueryClient()) {
  return renderWithI18n(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("ErrorState", () => {
  beforeEach(() => configureApi({ server: "http://127.0.0.1:4003/api" }));
  afterEach(() => configureApi({ server: "" }));

  it.each(KINDS)(
    "%s: says it in words, never the request or the raw reason",
    (_name, error, words) => {
      withClient(<ErrorState error={error} onRetry={() => {}} />);
      const alert = screen.getByRole("alert");
      expect(alert).toHaveTextContent(words);
      // the technical detail is there, but only inside the closed disclosure
      const details = alert.querySelector("details");
      expect(details).not.toBeNull();
      expect(details!.open).toBe(false);
      const outside = [...alert.childNodes]
        .filter((n) => n !== details)
        .map((n) => n.textContent)
        .join(" ");
      expect(outside).not.toMatch(
        /Error GET|GET \/|Failed to fetch|HTTP \d|Unprocessable|Internal Server Error|x is undefined/,
      );
      expect(details!.textContent).toContain(technicalDetail(error)!);
    },
  );

  it("keeps the method, path and status behind Technical details", async () => {
    withClient(
      <ErrorState
        error={get({ kind: "http", status: 500, reason: "Internal Server Error: boom" })}
      />,
    );
    await userEvent.click(screen.getByText("Technical details"));
    expect(
      screen.getByText("GET /transactions/0aa0 · HTTP 500 · Internal Server Error: boom"),
    ).toBeVisible();
  });

  it("promises no automatic retry while the node answers its height poll", () => {
    withClient(
      <ErrorState error={get({ kind: "http", status: 500, reason: "boom" })} onRetry={() => {}} />,
    );
    expect(screen.getByRole("alert")).not.toHaveTextContent(/by itself|Retrying/);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says the part loads by itself while the height poll fails (the app asks again on recovery)", () => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: chainKeys.blockchain() });
    query.setState({
      ...query.state,
      status: "error",
      error: get({ kind: "network", reason: "Failed to fetch" }),
      errorUpdatedAt: Date.now(),
    });
    withClient(
      <ErrorState error={get({ kind: "network", reason: "Failed to fetch" })} onRetry={() => {}} />,
      client,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "It loads by itself when the node answers again.",
    );
  });

  it("asks to wait on a 429", () => {
    withClient(
      <ErrorState error={get({ kind: "http", status: 429, reason: "Too Many Requests" })} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Wait a moment, then try again.");
  });

  it("puts a caller's heading first, then the words for the failure", () => {
    withClient(
      <ErrorState
        message="Some lookups failed"
        error={get({ kind: "timeout", reason: "no answer within 10 s" })}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      /^Some lookups failed.*The node at 127\.0\.0\.1:4003 did not answer in time\./,
    );
  });

  it("renders as a page heading, a compact line or the node banner, with the same retry button", async () => {
    const onRetry = vi.fn();
    const error = get({ kind: "network", reason: "Failed to fetch" });
    const { unmount } = withClient(<ErrorState variant="page" error={error} onRetry={onRetry} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "The node at 127.0.0.1:4003 does not answer.",
    );
    const pageButton = screen.getByRole("button", { name: "Try again" }).className;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    const line = withClient(<ErrorState variant="line" error={error} onRetry={onRetry} />);
    expect(screen.getByRole("button", { name: "Try again" }).className).toBe(pageButton);
    line.unmount();
    withClient(
      <ErrorState variant="banner" error={error} onRetry={onRetry} note="Retrying in 5 seconds." />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The node at 127.0.0.1:4003 does not answer.",
    );
    expect(screen.getByText("Retrying in 5 seconds.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" }).className).toBe(pageButton);
  });

  it("renders hostile text of an error as text", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = withClient(<ErrorState error={new Error(hostile)} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(`Error: ${hostile}`)).toBeInTheDocument();
  });

  it("works outside a QueryClientProvider", () => {
    renderWithI18n(<ErrorState error={get({ kind: "network", reason: "Failed to fetch" })} />);
    expect(screen.getByRole("alert")).toHaveTextContent("does not answer");
  });
});

describe("failureKind", () => {
  it("tells a fetch that got no answer from an error of the page", () => {
    expect(failureKind(new TypeError("Failed to fetch"))).toBe("unreachable");
    expect(failureKind(new TypeError("Load failed"))).toBe("unreachable");
    expect(failureKind(new TypeError("Cannot read properties of undefined"))).toBe("app");
    expect(failureKind("boom")).toBe("app");
  });
});

describe("nodeHost", () => {
  it("is the host and port of the configured node, or the configured text", () => {
    expect(nodeHost("https://api.ark.io/api")).toBe("api.ark.io");
    expect(nodeHost("http://127.0.0.1:4003/api")).toBe("127.0.0.1:4003");
    expect(nodeHost("not a url")).toBe("not a url");
  });
});
