// pdfmake 0.3 ships no types: the server half this service uses.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    addFonts(fonts: Record<string, Record<string, string>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: object, options?: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export = pdfmake;
}

declare module 'pdfmake/fonts/Roboto' {
  const fonts: Record<string, Record<string, string>>;
  export = fonts;
}
