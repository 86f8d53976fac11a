// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RadioGroup, SelectField, ToggleField } from "./ChoiceFields";
import { COLOR_MAX_LENGTH, ColorField } from "./ColorField";
import { LinkField } from "./LinkField";
import { fileNameOf, MediaField } from "./MediaField";
import { NumberField, parseNumberInput, SliderField } from "./NumberField";
import { SpacingField } from "./SpacingField";
import { TextAreaField, TextField } from "./TextField";

afterEach(cleanup);

/**
 * A field controlled as the editor controls it: `value` follows what the field sends. `setValue`
 * changes it from outside (an undo).
 */
function Controlled<V>({
  initial,
  onChange,
  render: renderField,
  outside,
}: {
  initial: V;
  onChange: (value: V) => void;
  render: (value: V, change: (value: V) => void) => ReactNode;
  outside?: { set?: (value: V) => void };
}) {
  const [value, setValue] = useState(initial);
  if (outside) outside.set = setValue;
  return (
    <>
      {renderField(value, (next) => {
        onChange(next);
        setValue(next);
      })}
    </>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("TextField and TextAreaField", () => {
  it("send each input at once, controlled by the prop", () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial="Button"
        onChange={onChange}
        render={(value, change) => <TextField label="Text" value={value} onChange={change} />}
      />,
    );
    fireEvent.change(input("Text"), { target: { value: "Listen" } });
    fireEvent.change(input("Text"), { target: { value: "Listen now" } });
    expect(onChange.mock.calls).toEqual([["Listen"], ["Listen now"]]);
    expect(input("Text").value).toBe("Listen now");
  });

  it("keep a refused text in the field with its message, and send nothing for it", () => {
    const onChange = vi.fn();
    const validate = (text: string) => (text.endsWith("px") || text === "auto" ? null : "Enter a length.");
    render(
      <Controlled
        initial="auto"
        onChange={onChange}
        render={(value, change) => <TextField label="Width" value={value} validate={validate} onChange={change} />}
      />,
    );
    fireEvent.change(input("Width"), { target: { value: "32" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input("Width").value).toBe("32");
    expect(input("Width").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a length.")).toBeTruthy();
    fireEvent.change(input("Width"), { target: { value: "32px" } });
    expect(onChange).toHaveBeenCalledWith("32px");
    expect(screen.queryByText("Enter a length.")).toBeNull();
  });

  it("send undefined for an empty optional text, and cut text at its maximum length", () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={"abc" as string | undefined}
        onChange={onChange}
        render={(value, change) => <TextAreaField label="Id" value={value} maxLength={5} emptyAsUndefined onChange={change} />}
      />,
    );
    fireEvent.change(input("Id"), { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(input("Id"), { target: { value: "abcdefgh" } });
    expect(onChange).toHaveBeenLastCalledWith("abcde");
  });

  it("follow a value changed from outside (undo), dropping what was typed", () => {
    const outside: { set?: (value: string) => void } = {};
    render(
      <Controlled
        initial="auto"
        outside={outside}
        onChange={() => {}}
        render={(value, change) => (
          <TextField label="Width" value={value} validate={(t) => (t === "bad" ? "No." : null)} onChange={change} />
        )}
      />,
    );
    fireEvent.change(input("Width"), { target: { value: "bad" } });
    expect(input("Width").value).toBe("bad");
    act(() => outside.set?.("50%"));
    expect(input("Width").value).toBe("50%");
    expect(screen.queryByText("No.")).toBeNull();
  });
});

describe("ColorField", () => {
  function renderColor(initial: string | undefined = undefined) {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={initial}
        onChange={onChange}
        render={(value, change) => <ColorField label="Background" value={value} fallback="#d4bbcf" onChange={change} />}
      />,
    );
    return onChange;
  }

  it("limits the hex input to 7 characters (SPEC §5)", () => {
    renderColor();
    expect(COLOR_MAX_LENGTH).toBe(7);
    expect(input("Background").maxLength).toBe(7);
    const onChange = vi.fn();
    cleanup();
    render(<ColorField label="Background" value={undefined} fallback="#d4bbcf" onChange={onChange} />);
    // Pasted text longer than 7 characters is cut to 7.
    fireEvent.change(input("Background"), { target: { value: "#12345678" } });
    expect(onChange).toHaveBeenCalledWith("#123456");
    expect(input("Background").value).toBe("#123456");
  });

  it("sends #rgb and #rrggbb, keeps anything else in the field with a message", () => {
    const onChange = renderColor();
    fireEvent.change(input("Background"), { target: { value: "#12" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input("Background").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a hex colour such as #d4bbcf (#rgb or #rrggbb).")).toBeTruthy();
    fireEvent.change(input("Background"), { target: { value: "#123" } });
    expect(onChange).toHaveBeenLastCalledWith("#123");
    fireEvent.change(input("Background"), { target: { value: "#1234" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.change(input("Background"), { target: { value: "#a1b2c3" } });
    expect(onChange).toHaveBeenLastCalledWith("#a1b2c3");
    fireEvent.change(input("Background"), { target: { value: "red" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("offers a colour picker showing the colour (or the theme's), which sends what is picked", () => {
    const onChange = renderColor();
    const picker = input("Background picker");
    expect(picker.type).toBe("color");
    expect(picker.value).toBe("#d4bbcf");
    fireEvent.input(picker, { target: { value: "#00ff00" } });
    expect(onChange).toHaveBeenLastCalledWith("#00ff00");
    expect(input("Background").value).toBe("#00ff00");
  });

  it("resets to the theme colour with its clear button", () => {
    const onChange = renderColor("#abc");
    expect(input("Background picker").value).toBe("#aabbcc");
    fireEvent.click(screen.getByRole("button", { name: "Reset Background: Use the theme colour" }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(input("Background").value).toBe("");
    expect(input("Background").placeholder).toBe("#d4bbcf");
    expect((screen.getByRole("button", { name: /Reset Background/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("NumberField and SliderField", () => {
  it("parses a number within the limits", () => {
    expect(parseNumberInput("12", { min: 1, max: 200 })).toEqual({ ok: true, value: 12 });
    expect(parseNumberInput("", { min: 1, max: 200, optional: true })).toEqual({ ok: true, value: undefined });
    expect(parseNumberInput("", { min: 1, max: 200 }).ok).toBe(false);
    expect(parseNumberInput("201", { min: 1, max: 200 }).ok).toBe(false);
    expect(parseNumberInput("1.5", { min: 1, max: 12, integer: true })).toEqual({
      ok: false,
      message: "Enter a whole number from 1 to 12.",
    });
  });

  it("sends numbers (not text), and keeps an out-of-range one with a message", () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={16 as number | undefined}
        onChange={onChange}
        render={(value, change) => <NumberField label="Font size" value={value} min={1} max={200} onChange={change} />}
      />,
    );
    fireEvent.change(input("Font size"), { target: { value: "24" } });
    expect(onChange).toHaveBeenLastCalledWith(24);
    fireEvent.change(input("Font size"), { target: { value: "500" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Enter a number from 1 to 200.")).toBeTruthy();
  });

  it("sends undefined for an empty optional number", () => {
    const onChange = vi.fn();
    render(<NumberField label="Mobile font size" value={14} min={1} max={200} optional onChange={onChange} />);
    fireEvent.change(input("Mobile font size"), { target: { value: "" } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it("a slider sends a number and shows its value", () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={60}
        onChange={onChange}
        render={(value, change) => <SliderField label="Brightness" value={value} format={(v) => `${v}%`} onChange={change} />}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Brightness" }) as HTMLInputElement;
    expect(slider.min).toBe("0");
    expect(slider.max).toBe("100");
    expect(screen.getByText("60%")).toBeTruthy();
    fireEvent.change(slider, { target: { value: "35" } });
    expect(onChange).toHaveBeenCalledWith(35);
    expect(screen.getByText("35%")).toBeTruthy();
  });
});

describe("SpacingField", () => {
  it("has top, right, bottom and left, and sends the whole list", () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={[0, 0, 0, 0]}
        onChange={onChange}
        render={(value, change) => <SpacingField label="Margins" value={value} min={-1000} max={1000} onChange={change} />}
      />,
    );
    const group = screen.getByRole("group", { name: "Margins" });
    expect(
      within(group)
        .getAllByRole("spinbutton")
        .map((element) => element.getAttribute("aria-label")),
    ).toEqual(["Margins top", "Margins right", "Margins bottom", "Margins left"]);
    fireEvent.change(input("Margins top"), { target: { value: "8" } });
    fireEvent.change(input("Margins left"), { target: { value: "-4" } });
    expect(onChange.mock.calls).toEqual([[[8, 0, 0, 0]], [[8, 0, 0, -4]]]);
    fireEvent.change(input("Margins right"), { target: { value: "2000" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe("SelectField, RadioGroup and ToggleField", () => {
  it("a select sends the option's value as it is (numbers stay numbers)", () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Font weight"
        value={400}
        options={[
          { value: 400, label: "Regular" },
          { value: 700, label: "Bold" },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Font weight" }), { target: { value: "1" } });
    expect(onChange).toHaveBeenCalledWith(700);
  });

  it("a select with an empty choice sends undefined for it", () => {
    const onChange = vi.fn();
    render(<SelectField label="Email list" value="a" options={[{ value: "a", label: "Fans" }]} emptyLabel="No list" onChange={onChange} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Email list" }), { target: { value: "" } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it("a radio group sends the chosen value", () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Variant"
        value="primary"
        options={[
          { value: "primary", label: "Primary" },
          { value: "outline", label: "Outline" },
        ]}
        onChange={onChange}
      />,
    );
    expect((screen.getByRole("radio", { name: "Primary" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Outline" }));
    expect(onChange).toHaveBeenCalledWith("outline");
  });

  it("a toggle sends true or false", () => {
    const onChange = vi.fn();
    render(<ToggleField label="Full width" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Full width" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe("LinkField", () => {
  const pages = [
    { path: "/", title: "Home" },
    { path: "/tour", title: "Tour" },
  ];
  const links = [{ href: "https://shop.example.com", label: "Shop" }];

  function renderLink(initial: string | undefined = undefined) {
    const onChange = vi.fn();
    const outside: { set?: (value: string | undefined) => void } = {};
    render(
      <Controlled
        initial={initial}
        outside={outside}
        onChange={onChange}
        render={(value, change) => <LinkField label="Link" value={value} pages={pages} links={links} onChange={change} />}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Link" }) as HTMLSelectElement;
    return { onChange, select, outside };
  }

  it("offers no link, the site's pages, its configured links and an external URL", () => {
    const { select } = renderLink();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "No link",
      "Music (/music)",
      "Members (/members)",
      "Merch (/merch)",
      "Newsletters (/newsletters)",
      "Privacy policy (/privacy-policy)",
      "My Account (/account)",
      "Log in (/login)",
      "Sign up (/signup)",
      "Checkout (/checkout)",
      "Redeem a download code (/redeem)",
      "Home (/)",
      "Tour (/tour)",
      "Shop (https://shop.example.com)",
      "External URL",
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe("No link");
  });

  it("offers each place once: a header link to a screen or a page, or a second link to one address, is not offered again", () => {
    const repeated = [
      { href: "/music", label: "Our music" },
      { href: "/tour", label: "Tour dates" },
      { href: "https://shop.example.com", label: "Shop" },
      { href: "https://shop.example.com", label: "Store" },
    ];
    render(<LinkField label="Link" value="https://shop.example.com" pages={pages} links={repeated} onChange={() => {}} />);
    const select = screen.getByRole("combobox", { name: "Link" }) as HTMLSelectElement;
    const texts = [...select.options].map((option) => option.textContent);
    expect(texts.filter((text) => text?.includes("(/music)"))).toEqual(["Music (/music)"]);
    expect(texts.filter((text) => text?.includes("(/tour)"))).toEqual(["Tour (/tour)"]);
    expect(texts.filter((text) => text?.includes("shop.example.com"))).toEqual(["Shop (https://shop.example.com)"]);
    expect(select.selectedOptions[0]?.textContent).toBe("Shop (https://shop.example.com)");
  });

  it("sends a page's path and a configured link's address", () => {
    const { onChange, select } = renderLink();
    fireEvent.change(select, { target: { value: "page:1" } });
    expect(onChange).toHaveBeenLastCalledWith("/tour");
    expect(select.selectedOptions[0]?.textContent).toBe("Tour (/tour)");
    fireEvent.change(select, { target: { value: "screen:1" } });
    expect(onChange).toHaveBeenLastCalledWith("/members");
    fireEvent.change(select, { target: { value: "link:0" } });
    expect(onChange).toHaveBeenLastCalledWith("https://shop.example.com");
    fireEvent.change(select, { target: { value: "none" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("starts an external URL as https:// and sends only accepted addresses; a refused one gets a message", () => {
    const { onChange, select } = renderLink("/music");
    fireEvent.change(select, { target: { value: "external" } });
    expect(onChange).toHaveBeenLastCalledWith("https://");
    const url = input("URL");
    expect(url.value).toBe("https://");
    fireEvent.change(url, { target: { value: "javascript:alert(1)" } });
    fireEvent.blur(url);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText("Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music."),
    ).toBeTruthy();
    expect(url.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(url, { target: { value: "/tour/dates" } });
    expect(onChange).toHaveBeenLastCalledWith("/tour/dates");
    fireEvent.change(url, { target: { value: "example.com/tour" } });
    expect(onChange).toHaveBeenLastCalledWith("example.com/tour");
    expect(screen.queryByText(/Enter a web address/)).toBeNull();
    fireEvent.change(url, { target: { value: "fan@example.com" } });
    expect(onChange).toHaveBeenLastCalledWith("mailto:fan@example.com");
    expect(url.value).toBe("fan@example.com");
  });

  it("stays on External URL while typing an address that is also a configured link", () => {
    const { onChange, select } = renderLink("https://example.com");
    expect(select.value).toBe("external");
    fireEvent.change(input("URL"), { target: { value: "https://shop.example.com" } });
    expect(onChange).toHaveBeenLastCalledWith("https://shop.example.com");
    expect(select.value).toBe("external");
    expect(input("URL").value).toBe("https://shop.example.com");
  });

  it("follows a link changed from outside (undo)", () => {
    const { select, outside } = renderLink("https://example.com");
    act(() => outside.set?.("/"));
    expect(select.value).toBe("page:0");
    expect(screen.queryByLabelText("URL")).toBeNull();
  });
});

describe("MediaField", () => {
  it("asks the host's picker for an image and sends the chosen URL", async () => {
    const onChange = vi.fn();
    const pickMedia = vi.fn(() => Promise.resolve("/media/p1/cover.jpg"));
    render(<MediaField label="Background image" type="image" value={undefined} pickMedia={pickMedia} onChange={onChange} />);
    expect(screen.getByText("No image chosen")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenCalledWith("image");
    expect(onChange).toHaveBeenCalledWith("/media/p1/cover.jpg");
  });

  it("sends nothing when the picker is closed, and removes the media with Remove", async () => {
    const onChange = vi.fn();
    const pickMedia = vi.fn(() => Promise.resolve(null));
    const { container } = render(
      <MediaField label="Background video" type="video" value="/media/p1/loop%201.mp4" pickMedia={pickMedia} onChange={onChange} />,
    );
    expect(container.querySelector("video")?.getAttribute("src")).toBe("/media/p1/loop%201.mp4");
    expect(screen.getByText("loop 1.mp4")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change video" })));
    expect(pickMedia).toHaveBeenCalledWith("video");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove video" }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it("names a file by the last part of its URL", () => {
    expect(fileNameOf("https://cdn.example.com/a/b/photo.png?v=2")).toBe("photo.png");
  });
});
