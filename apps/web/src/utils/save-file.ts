/** Hands `content` to the browser as a download named `fileName`. */
export const saveFile = (fileName: string, content: string | Blob, type: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};
