/** @jest-environment node */
import { Suspense } from "react";
import { renderBodyToString } from "./render-body";

/** A boundary's content well past React's default 12,800-byte outlining limit. */
function LongContent() {
  return (
    <section>
      {Array.from({ length: 400 }, (_, index) => (
        <p key={index}>Paragraph {index} of the studio&apos;s long page, rendered on the server.</p>
      ))}
    </section>
  );
}

function Thrower(): never {
  throw new Error("the page failed to render");
}

describe("renderBodyToString", () => {
  it("keeps a large finished Suspense boundary in place: no hidden copy, no inline script", async () => {
    const html = await renderBodyToString(
      <main>
        <Suspense>
          <LongContent />
        </Suspense>
      </main>,
    );
    expect(html.length).toBeGreaterThan(20_000);
    expect(html.startsWith("<main><!--$--><section><p>Paragraph ")).toBe(true);
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("hidden");
  });

  it("fails with the page's error rather than writing half a page", async () => {
    await expect(renderBodyToString(<Thrower />)).rejects.toThrow("the page failed to render");
  });
});
