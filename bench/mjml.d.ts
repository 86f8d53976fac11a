// The one call `emailExport.ts` makes of MJML 4, which ships no types of its own.
declare module "mjml" {
  export default function mjml2html(
    source: string,
    options?: { validationLevel?: "strict" | "soft" | "skip"; minify?: boolean },
  ): { html: string };
}
