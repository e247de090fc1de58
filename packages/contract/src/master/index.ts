export * from './job-conditions';
export * from './job-positions';
export * from './prefectures';
export * from './preferred-conditions';
export * from './tech-tags';
