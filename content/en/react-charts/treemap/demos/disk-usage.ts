// Space used on a developer's 512 GB laptop drive, by folder, in gigabytes.
export interface Folder {
  name: string;
  gigabytes: number;
  color: string;
}

export const folders: Folder[] = [
  { name: 'Photos', gigabytes: 118, color: '#42a5f5' },
  { name: 'Docker images', gigabytes: 74, color: '#26a69a' },
  { name: 'Applications', gigabytes: 61, color: '#7e57c2' },
  { name: 'node_modules', gigabytes: 43, color: '#ef5350' },
  { name: 'Videos', gigabytes: 38, color: '#ffa726' },
  { name: 'Music', gigabytes: 22, color: '#ec407a' },
  { name: 'Mail', gigabytes: 9, color: '#8d6e63' },
  { name: 'Documents', gigabytes: 7, color: '#78909c' },
  { name: 'Downloads', gigabytes: 5, color: '#9ccc65' },
];
