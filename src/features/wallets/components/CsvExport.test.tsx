import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { resetCapabilities } from "@/shared/api/capabilities";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { CsvExport } from "./CsvExport";

vi.mock("@/shared/network/useNetwork", () => ({
  useChainConstants: () => ({ epoch: "2017-03-21T13:00:00.000Z" }),
}));

// lazy chunks and several requests: generous under a loaded machine
const SLOW = { timeout: 5000 };
const W = "AWalletAddressXXXXXXXXXXXXXXXXXXXX";
const TOTAL = 250;
const tx = (i: number) => ({
  id: i.toString(16).padStart(64, "0"),
  blockId: String(i),
  type: 0,
  typeGroup: 1,
  amount: "100000000",
  fee: "10000000",
  sender: W,
  recipient: "AOther",
  confirmations: 1,
  timestamp: { epoch: i, unix: 1_490_101_200 + i, human: "" },
});

/** Per request (1-based count): an answer of its own, or null for the node's answer. */
type Behaviour = (
  request: number,
  signal: AbortSignal | undefined,
) => Promise<Response | null> | Response | null;
let behaviour: Behaviour = () => null;
/** `timestamp.from` of each request: where it starts reading (epoch seconds = the fake's tx number) */
const fromAsked: number[] = [];
const urlsAsked: URL[] = [];
const realObjectUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let downloads: Array<{ name: string; blob: Blob }> = [];

/** ARK Core 3: transactions 1…TOTAL, one a second, filtered by timestamp.from/to, then paged. */
function answer(url: URL): Response {
  const from = Number(url.searchParams.get("timestamp.from") ?? 0);
  const to = Number(url.searchParams.get("timestamp.to") ?? Infinity);
  const n = Number(url.searchParams.get("page") ?? 1);
  const all = Array.from({ length: TOTAL }, (_, i) => tx(i + 1)).filter(
    (t) => t.timestamp.epoch >= from && t.timestamp.epoch <= to,
  );
  const data = all.slice((n - 1) * 100, n * 100);
  return new Response(
    JSON.stringify({
      meta: { count: data.length, pageCount: Math.ceil(all.length / 100), totalCount: all.length },
      data,
    }),
    { status: 200 },
  );
}

beforeEach(() => {
  configureApi({ server: "http://node.test/api", timeoutMs: 2000 });
  resetCapabilities();
  sessionStorage.clear();
  fromAsked.length = 0;
  urlsAsked.length = 0;
  downloads = [];
  behaviour = () => null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      fromAsked.push(Number(url.searchParams.get("timestamp.from")));
      urlsAsked.push(url);
      return (await behaviour(urlsAsked.length, input.signal)) ?? answer(url);
    }),
  );
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: remember the Blob behind each one
  URL.createObjectURL = (b: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, b);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "")! });
  });
});
afterEach(() => {
  URL.createObjectURL = realObjectUrl.create;
  URL.revokeObjectURL = realObjectUrl.revoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAndStart(
  user: ReturnType<typeof userEvent.setup>,
  range?: { from?: string; to?: string },
) {
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Export transactions as CSV" }, SLOW);
  if (range?.from) await user.type(within(dialog).getByLabelText("From"), range.from);
  if (range?.to) await user.type(within(dialog).getByLabelText("To"), range.to);
  await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
}

describe("CsvExport", { timeout: 30_000 }, () => {
  it("streams every page with a labelled progress bar, then downloads a file named after the wallet", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    behaviour = async (n) => {
      if (n === 2) await gate;
      return null;
    };
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await openAndStart(user);
    const bar = await screen.findByRole("progressbar", { name: "CSV export progress" }, SLOW);
    await waitFor(() => expect(bar).toHaveAttribute("value", "100"), SLOW);
    expect(screen.getByRole("status")).toHaveTextContent("100 of 250 transactions");
    release();
    expect(
      await screen.findByText("250 transactions exported", undefined, SLOW),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(`ark-${W}-all.csv`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await downloads[0]!.blob.arrayBuffer(),
    );
    expect(text.trimEnd().split("\r\n")).toHaveLength(1 + TOTAL);
    // read by key: each request starts at the last transaction read
    expect(fromAsked).toEqual([0, 100, 199]);
  });

  it("names the range in the file and sends it to the node", async () => {
    const user = userEvent.setup();
    renderWithI18n(<CsvExport address={W} direction="sent" filter={{}} />);
    await openAndStart(user, { from: "2017-03-21", to: "2017-03-22" });
    await screen.findByText(/transactions exported/, undefined, SLOW);
    expect(downloads[0]!.name).toBe(`ark-${W}-sent-2017-03-21_2017-03-22.csv`);
    const url = urlsAsked[0]!;
    expect(url.pathname).toBe("/api/transactions");
    expect(url.searchParams.get("senderId")).toBe(W);
    expect(url.searchParams.get("timestamp.from")).toBe("0");
    expect(url.searchParams.get("timestamp.to")).toBe(String(2 * 86_400 - 13 * 3600 - 1));
  });

  it("refuses a first day after the last day: the reason describes both fields, nothing is asked or saved", async () => {
    const user = userEvent.setup();
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    const dialog = await screen.findByRole("dialog", undefined, SLOW);
    const from = within(dialog).getByLabelText("From");
    const to = within(dialog).getByLabelText("To");
    await user.type(from, "2020-02-01");
    await user.type(to, "2020-01-01");
    const alert = within(dialog).getByRole("alert");
    expect(alert).toHaveTextContent("The first day is after the last day");
    for (const field of [from, to]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining("The first day is after the last day"),
      );
    }
    await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
    expect(from).toHaveFocus();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(urlsAsked).toHaveLength(0);
    expect(downloads).toHaveLength(0);
    // put in order, the reason goes
    await user.clear(from);
    await user.type(from, "2019-12-01");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(from).not.toHaveAttribute("aria-invalid");
  });

  it("a 2.6 node (422 on the range): newest-first pages filtered in the range, the file oldest first", async () => {
    const user = userEvent.setup();
    const newestFirst: URL[] = [];
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      urlsAsked.push(url);
      if (url.searchParams.has("timestamp.from")) {
        return new Response(
          JSON.stringify({
            statusCode: 422,
            error: "Unprocessable Entity",
            message: '"timestamp.from" is not allowed',
          }),
          { status: 422 },
        );
      }
      newestFirst.push(url);
      const n = Number(url.searchParams.get("page") ?? 1);
      const all = Array.from({ length: TOTAL }, (_, i) => tx(TOTAL - i));
      const data = all.slice((n - 1) * 100, n * 100);
      return new Response(
        JSON.stringify({ meta: { count: data.length, pageCount: 3, totalCount: TOTAL }, data }),
        { status: 200 },
      );
    });
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    // epoch 2017-03-21T13:00Z: tx i at epoch second i, all on 2017-03-21 (UTC)
    await openAndStart(user, { from: "2017-03-21", to: "2017-03-21" });
    expect(
      await screen.findByText(`${TOTAL} transactions exported`, undefined, SLOW),
    ).toBeInTheDocument();
    expect(newestFirst.every((u) => u.searchParams.get("orderBy") === "timestamp:desc")).toBe(true);
    expect(newestFirst.map((u) => u.searchParams.get("page"))).toEqual(["1", "2", "3"]);
    expect(downloads[0]!.name).toBe(`ark-${W}-2017-03-21_2017-03-21.csv`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await downloads[0]!.blob.arrayBuffer(),
    );
    const ids = text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[8]);
    expect(ids).toEqual(Array.from({ length: TOTAL }, (_, i) => tx(i + 1).id));
  });

  it("Cancel stops the request in flight at once and asks nothing more", async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    behaviour = (n, signal) => {
      if (n === 1) return null;
      signals.push(signal!);
      return new Promise((_, reject) =>
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    };
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await openAndStart(user);
    await waitFor(
      () => expect(screen.getByRole("status")).toHaveTextContent("100 of 250 transactions"),
      SLOW,
    );
    await waitFor(() => expect(signals).toHaveLength(1), SLOW);
    await user.click(screen.getByRole("button", { name: "Cancel export" }));
    expect(signals[0]!.aborted).toBe(true);
    expect(await screen.findByText("Export cancelled", undefined, SLOW)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(downloads).toHaveLength(0);
    expect(urlsAsked).toHaveLength(2);
  });

  it("a failing page: a plain-language error and Try again, which resumes without asking the earlier pages again", async () => {
    const user = userEvent.setup();
    let down = true;
    behaviour = (n) =>
      n >= 2 && down
        ? new Response(
            JSON.stringify({ statusCode: 400, error: "Bad Request", message: "secret internals" }),
            { status: 400 },
          )
        : null;
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await openAndStart(user);
    const alert = await screen.findByRole("alert", undefined, SLOW);
    expect(alert).toHaveTextContent(
      "The export stopped after 100 of 250 transactions. The node's answer could not be read.",
    );
    expect(alert).not.toHaveTextContent(/secret|Bad Request|GET/);
    down = false;
    fromAsked.length = 0;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText("250 transactions exported", undefined, SLOW),
    ).toBeInTheDocument();
    // on from the last transaction written, not from the start
    expect(fromAsked).toEqual([100, 199]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await downloads[0]!.blob.arrayBuffer(),
    );
    const ids = text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[8]);
    expect(new Set(ids).size).toBe(TOTAL);
  });
});
