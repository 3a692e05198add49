import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { resetCapabilities } from "@/shared/api/capabilities";
import { i18n } from "@lingui/core";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { CsvExport } from "./CsvExport";

vi.mock("@/shared/network/useNetwork", () => ({
  useChainConstants: () => ({ epoch: "2017-03-21T13:00:00.000Z" }),
}));
// the fiat column as useCsvFiat offers it (null: no price service); each test sets its own
const fiatOffer = vi.hoisted(() => ({
  current: null as null | {
    currency: string;
    fiat: (notPriced: string) => {
      priceOfDay: (unix: number, signal: AbortSignal) => Promise<number | null>;
      decimals: number;
      notPriced: string;
    };
  },
}));
vi.mock("./CsvExportFiat", () => ({ useCsvFiat: () => fiatOffer.current }));

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
  fiatOffer.current = null;
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

/** The text of the n-th file downloaded, without its BOM. */
async function fileText(n: number): Promise<string> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await downloads[n]!.blob.arrayBuffer(),
  );
  return text.slice(1);
}

async function openAndStart(
  user: ReturnType<typeof userEvent.setup>,
  range?: { from?: string; to?: string },
) {
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Export transactions as CSV" }, SLOW);
  if (range?.from) await user.type(within(dialog).getByLabelText("First day"), range.from);
  if (range?.to) await user.type(within(dialog).getByLabelText("Last day"), range.to);
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
    const from = within(dialog).getByLabelText("First day");
    const to = within(dialog).getByLabelText("Last day");
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

  it("the separator defaults to the one the language's spreadsheets expect and can be changed", async () => {
    const user = userEvent.setup();
    const cases: Array<[string, string]> = [
      ["en-GB", "Comma (,)"],
      ["fr-FR", "Semicolon (;), with decimal commas"],
    ];
    try {
      for (const [locale, expected] of cases) {
        i18n.loadAndActivate({ locale, messages: {} });
        const view = renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
        await user.click(screen.getByRole("button", { name: "Export CSV" }));
        const dialog = await screen.findByRole("dialog", undefined, SLOW);
        const group = within(dialog).getByRole("group", { name: "Separator" });
        expect(within(group).getByRole("radio", { checked: true })).toHaveAccessibleName(expected);
        view.unmount();
      }
      // fr-FR: a ";" file with decimal commas unless the visitor picks the comma
      renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      let dialog = await screen.findByRole("dialog", undefined, SLOW);
      await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
      await screen.findByText(/transactions exported/, undefined, SLOW);
      let lines = (await fileText(0)).split("\r\n");
      expect(lines[0]).toBe(
        "Date (UTC);Type;Direction;From;To;Amount;Fee;Memo;Transaction ID;Block ID",
      );
      expect(lines[1]!.split(";")[5]).toBe('"1,00000000"');
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      dialog = await screen.findByRole("dialog", undefined, SLOW);
      // the last choice is kept
      expect(within(dialog).getByRole("radio", { checked: true })).toHaveAccessibleName(
        "Semicolon (;), with decimal commas",
      );
      await user.click(within(dialog).getByRole("radio", { name: "Comma (,)" }));
      await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
      await waitFor(() => expect(downloads).toHaveLength(2), SLOW);
      lines = (await fileText(1)).split("\r\n");
      expect(lines[1]!.split(",")[5]).toBe("1.00000000");
    } finally {
      i18n.loadAndActivate({ locale: "en-GB", messages: {} });
    }
  });

  it("writes the chosen columns only; with none chosen it says so and exports nothing", async () => {
    const user = userEvent.setup();
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    const dialog = await screen.findByRole("dialog", undefined, SLOW);
    const group = within(dialog).getByRole("group", { name: "Columns" });
    const boxes = within(group).getAllByRole("checkbox");
    // every column but the fiat value (not offered here: no price service) starts chosen
    expect(boxes.map((b) => b.getAttribute("value"))).toEqual([
      "date",
      "type",
      "direction",
      "from",
      "to",
      "amount",
      "fee",
      "memo",
      "id",
      "block",
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    for (const box of boxes) await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
    const alert = within(dialog).getByRole("alert");
    expect(alert).toHaveTextContent("Choose at least one column.");
    expect(group).toHaveAccessibleDescription("Choose at least one column.");
    expect(boxes[0]).toHaveFocus();
    await new Promise((r) => setTimeout(r, 50));
    expect(urlsAsked).toHaveLength(0);
    await user.click(within(group).getByRole("checkbox", { name: "Transaction ID" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(group).getByRole("checkbox", { name: "Date (UTC)" }));
    await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
    await screen.findByText(/transactions exported/, undefined, SLOW);
    const lines = (await fileText(0)).trimEnd().split("\r\n");
    // in the file's order, not the order clicked
    expect(lines[0]).toBe("Date (UTC),Transaction ID");
    expect(lines[1]).toBe(`2017-03-21T13:00:01.000Z,${tx(1).id}`);
  });

  it("offers the fiat value on the day in the chosen currency where prices are on: 'not priced' where the service has none", async () => {
    const user = userEvent.setup();
    const days: number[] = [];
    fiatOffer.current = {
      currency: "EUR",
      fiat: (notPriced) => ({
        priceOfDay: async (unix) => {
          days.push(unix);
          return unix === 1_490_054_400 ? 0.5 : null;
        },
        decimals: 2,
        notPriced,
      }),
    };
    renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    const dialog = await screen.findByRole("dialog", undefined, SLOW);
    const value = within(dialog).getByRole("checkbox", { name: "Value (EUR) on the day" });
    // off at first: it asks the price service once per day
    expect(value).not.toBeChecked();
    await user.click(value);
    await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
    await screen.findByText(/transactions exported/, undefined, SLOW);
    const lines = (await fileText(0)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Date (UTC),Type,Direction,From,To,Amount,Fee,Value (EUR) on the day,Memo,Transaction ID,Block ID",
    );
    // transactions 1…250 are at 2017-03-21 13:00:01 + i s: all on one day, priced at 0.5
    expect(lines[1]!.split(",")[7]).toBe("0.50");
    expect(days).toEqual([1_490_054_400]);
  });

  it("shows each chosen day in words in the chosen language beside its date field", async () => {
    const user = userEvent.setup();
    try {
      i18n.loadAndActivate({ locale: "fr-FR", messages: {} });
      renderWithI18n(<CsvExport address={W} direction="all" filter={{}} />);
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      const dialog = await screen.findByRole("dialog", undefined, SLOW);
      const from = within(dialog).getByLabelText("First day");
      await user.type(from, "2020-02-01");
      expect(from).toHaveAccessibleDescription(expect.stringContaining("1 février 2020"));
    } finally {
      i18n.loadAndActivate({ locale: "en-GB", messages: {} });
    }
  });
});
