// uPlot's own stylesheet (its legend, cursor and axes), in the chart's lazy chunk as Excalidraw's is in its dialog's.
import "uplot/dist/uPlot.min.css";

/** uPlot, loaded only when the home draws a chart (`loadUplot`), so the studio's first download stays as it was. */
export { default as UPlot } from "uplot";
