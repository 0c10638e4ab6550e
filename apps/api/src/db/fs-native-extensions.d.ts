// The parts of fs-native-extensions the data-directory lock uses (the package ships no types).
declare module "fs-native-extensions" {
  const fileLocks: {
    /** An exclusive lock on the whole file; false when another open file holds one. */
    tryLock: (fd: number) => boolean;
    unlock: (fd: number) => void;
  };
  export default fileLocks;
}
