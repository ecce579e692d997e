// autocannon setupRequest for worker threads (they load functions from a file): each request's body gets a
// fresh number in place of every __N__, so added students never collide.
let n = 0;
module.exports = (req) => {
  n += 1;
  const tag = `${process.pid}${require("node:worker_threads").threadId}${n}`;
  return { ...req, body: req.body.replaceAll("__N__", tag) };
};
