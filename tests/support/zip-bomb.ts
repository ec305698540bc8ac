import { createDeflateRaw } from "node:zlib";

// A zip bomb for the import's tests (docs/decisions/085): an .xlsx-looking zip of a few hundred KB whose one
// sheet unpacks into hundreds of megabytes.

/** What `megabytes` MB of the same XML pack into, packed a megabyte at a time. */
async function packedRows(megabytes: number) {
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => packed.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024, "<row/>");
  for (let written = 0; written < megabytes; written++) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(packed);
}

/** A zip of one sheet whose XML unpacks into `megabytes` MB, its directory saying `declaredBytes`. */
export async function zipBomb(megabytes: number, declaredBytes: number) {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const packed = await packedRows(megabytes);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declaredBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declaredBytes, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}
