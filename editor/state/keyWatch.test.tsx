// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type KeyOf, useIsKey } from "./keyWatch";
import { createValueStore, type ValueStore } from "./valueStore";

afterEach(cleanup);

interface Picked {
  readonly id: string | null;
  readonly other: number;
}

const pickedIdOf: KeyOf<Picked> = (value) => value.id;

function Row({ store, id, renders }: { readonly store: ValueStore<Picked>; readonly id: string; readonly renders: string[] }) {
  const picked = useIsKey(store, pickedIdOf, id);
  renders.push(id);
  return <p data-testid={id}>{picked ? "picked" : "not picked"}</p>;
}

function rows(store: ValueStore<Picked>, renders: string[]) {
  return render(["a", "b", "c"].map((id) => <Row key={id} store={store} id={id} renders={renders} />));
}

describe("useIsKey", () => {
  it("says whether the store's key is the row's, and renders again only the rows whose answer changed", () => {
    const store = createValueStore<Picked>({ id: "a", other: 0 });
    const renders: string[] = [];
    rows(store, renders);
    expect(screen.getByTestId("a").textContent).toBe("picked");
    expect(screen.getByTestId("b").textContent).toBe("not picked");

    renders.length = 0;
    act(() => store.set({ id: "b", other: 0 }));
    expect(screen.getByTestId("a").textContent).toBe("not picked");
    expect(screen.getByTestId("b").textContent).toBe("picked");
    expect(renders.sort()).toEqual(["a", "b"]);

    renders.length = 0;
    act(() => store.set({ id: "b", other: 1 }));
    act(() => store.set({ id: null, other: 1 }));
    expect(renders).toEqual(["b"]);
    expect(screen.getByTestId("b").textContent).toBe("not picked");
  });

  it("stops listening to the store once no row watches it", () => {
    const store = createValueStore<Picked>({ id: null, other: 0 });
    let listeners = 0;
    const counted: ValueStore<Picked> = {
      ...store,
      subscribe(listener) {
        listeners++;
        const stop = store.subscribe(listener);
        return () => {
          listeners--;
          stop();
        };
      },
    };
    const { unmount } = rows(counted, []);
    expect(listeners).toBe(1);
    unmount();
    expect(listeners).toBe(0);
  });
});
