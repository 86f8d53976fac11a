export {
  type Choice,
  RadioGroup,
  type RadioGroupProps,
  SelectField,
  type SelectFieldProps,
  ToggleField,
  type ToggleFieldProps,
} from "./ChoiceFields";
export { COLOR_MAX_LENGTH, ColorField, type ColorFieldProps } from "./ColorField";
export { Field } from "./Field";
export { LinkField, type LinkFieldProps } from "./LinkField";
export { ListBlockFields } from "./ListBlockFields";
export { MediaField, type MediaFieldProps } from "./MediaField";
export { NumberField, type NumberFieldProps, parseNumberInput, SliderField, type SliderFieldProps } from "./NumberField";
export { SpacingField, type SpacingFieldProps } from "./SpacingField";
export { TextAreaField, TextField, type TextFieldProps } from "./TextField";
export { THEME_COLOR_DEFAULTS } from "./themeDefaults";
export {
  type EditKind,
  type EmailListOption,
  type EventOption,
  type FieldEdit,
  type MediaKind,
  propSetter,
  type ReleaseOption,
  type SettingsPanelProps,
  type SitePage,
  type VideoWebCopies,
  type VideoWebCopy,
} from "./types";
export { expandHex, isAcceptedLink, isHexColor, normalizeLink } from "./validation";
