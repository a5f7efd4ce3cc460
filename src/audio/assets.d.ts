// Vite turns `?url` imports into the built file's relative URL.
declare module '*.mp3?url' {
  const url: string;
  export default url;
}
