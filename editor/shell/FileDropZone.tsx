import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";

/** An upload under way, as the caller tracks it: what it says and how far it got (0 to 100). */
export interface DropZoneProgress {
  /** What is happening, said beside the bar and naming it: "Uploading poster.png". */
  readonly label: string;
  readonly percent: number;
}

/** A preview of a chosen image, its object URL released when it goes. */
function ImagePreview({ file }: { readonly file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== "function") return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className="studio-drop-zone__preview" src={url} alt="" /> : null;
}

/**
 * The studio's way to choose files, instead of the browser's bare 'Choose Files' input: a labelled
 * area that takes files dropped on it, with a real button that opens the file chooser (so the
 * keyboard reaches it), what was chosen (names, and a preview of images), and the caller's
 * progress while an upload runs. The file input stays in the page, hidden, named by the label, so
 * tests and assistive technology find it by its words.
 *
 * @example
 * <FileDropZone label="Import addresses from a CSV file" accept=".csv,text/csv" onFiles={([file]) => file && preview(file)} />
 */
export function FileDropZone({
  label,
  accept,
  multiple = false,
  disabled = false,
  inputLabel,
  buttonLabel = multiple ? "Choose files" : "Choose a file",
  progress = null,
  compact = false,
  buttonClassName,
  buttonName,
  onFiles,
}: {
  /** What the files are for, shown above the button and naming the file input: "Upload an image". */
  readonly label: string;
  /** The files the chooser offers and a drop accepts, as the input's `accept`. */
  readonly accept?: string;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** The file input's own name, where it differs from the shown label ("Import JSON file"). */
  readonly inputLabel?: string;
  readonly buttonLabel?: string;
  readonly progress?: DropZoneProgress | null;
  /** Only the button, for a top bar or a footer: it still takes dropped files, and its input is named by `inputLabel` or `label`. */
  readonly compact?: boolean;
  /** The button's class where it sits among others of its kind (a footer's `settings-button`). */
  readonly buttonClassName?: string;
  /** The button's accessible name, where its short text needs more ("Import" → "Import JSON"). */
  readonly buttonName?: string;
  onFiles(files: File[]): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<readonly File[]>([]);

  // A drop is not filtered by `accept` as the chooser is: the caller checks every file, as it must anyway.
  const take = (files: File[]) => {
    const wanted = multiple ? files : files.slice(0, 1);
    if (wanted.length === 0) return;
    setChosen(wanted);
    onFiles(wanted);
  };

  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so the same file can be chosen again after a failure.
    event.target.value = "";
    take(files);
  };

  const dragOver = (event: DragEvent) => {
    if (disabled || !Array.from(event.dataTransfer.types).includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const className = ["studio-drop-zone", compact ? "studio-drop-zone--compact" : "", dragging ? "studio-drop-zone--dragging" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's way; the button is everyone's, named by the label.
    <div className={className} onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={dragLeave} onDrop={drop}>
      {compact ? null : (
        <>
          <label id={labelId} htmlFor={inputId} className="studio-drop-zone__label">
            {label}
          </label>
          <span className="studio-drop-zone__hint">{multiple ? "Drop files here, or" : "Drop a file here, or"}</span>
        </>
      )}
      <button
        type="button"
        className={buttonClassName ?? "studio-drop-zone__button"}
        disabled={disabled}
        aria-label={buttonName}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        {...(inputLabel || compact ? { "aria-label": inputLabel ?? label } : {})}
        onChange={changed}
      />
      {!compact && chosen.length > 0 ? (
        <ul className="studio-drop-zone__chosen" aria-label="Chosen">
          {chosen.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {file.type.startsWith("image/") ? <ImagePreview file={file} /> : null}
              <span>{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <p className="studio-drop-zone__progress" role="status">
          {progress.label}… <progress max={100} value={progress.percent} aria-label={progress.label} /> {Math.round(progress.percent)}%
        </p>
      ) : null}
    </div>
  );
}
