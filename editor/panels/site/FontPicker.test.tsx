// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FONT_CATEGORIES, SITE_FONTS } from "../../../schema/fonts";
import { FontPicker } from "./FontPicker";

afterEach(cleanup);

const nameOf = (radio: HTMLElement) => radio.closest("label")?.querySelector<HTMLElement>(".font-picker__name") as HTMLElement;

describe("FontPicker", () => {
  it("lists every font, grouped by kind, each previewed in its own face", () => {
    render(<FontPicker label="Body font" value="inter" fallback="system-sans" onChange={vi.fn()} />);
    const radios = screen.getAllByRole("radio");
    const grouped = Object.keys(FONT_CATEGORIES).flatMap((category) => SITE_FONTS.filter((font) => font.category === category));
    expect(radios.map((radio) => nameOf(radio).textContent)).toEqual(grouped.map((font) => font.label));
    expect(nameOf(screen.getByRole("radio", { name: "Inter" })).style.fontFamily).toBe('"Inter Variable", Arial, Helvetica, sans-serif');
    expect(nameOf(screen.getByRole("radio", { name: "System serif" })).style.fontFamily).toBe('Georgia, "Times New Roman", serif');
    expect(
      within(screen.getByRole("group", { name: "Display" }))
        .getAllByRole("radio")
        .map((radio) => nameOf(radio).textContent),
    ).toEqual(["Bebas Neue", "Archivo Black", "Oswald", "Anton"]);
    expect((screen.getByRole("radio", { name: "Inter" }) as HTMLInputElement).checked).toBe(true);
  });

  it("is one radio group (arrow keys move through it, Tab leaves it) that sends the chosen id", () => {
    const onChange = vi.fn();
    render(<FontPicker label="Heading font" value={undefined} fallback="system-sans" onChange={onChange} />);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.find((radio) => radio.checked)?.value).toBe("system-sans");
    fireEvent.click(screen.getByRole("radio", { name: "Space Mono" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("space-mono");
  });

  it("puts its extra choice first, chosen while no font is, and sends undefined for it", () => {
    const onChange = vi.fn();
    const extra = { label: "Same as body", stack: "Georgia", hint: "System serif" };
    const picker = (value: "lora" | undefined) => (
      <FontPicker label="Heading font" value={value} fallback="system-sans" extra={extra} onChange={onChange} />
    );
    const { rerender } = render(picker(undefined));
    const first = screen.getAllByRole("radio")[0] as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(first).toBe(screen.getByRole("radio", { name: "Same as body System serif" }));
    expect(nameOf(first).style.fontFamily).toBe("Georgia");
    rerender(picker("lora"));
    expect(first.checked).toBe(false);
    fireEvent.click(first);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});
