import Cassowary

// The paper's example (Badros, Borning, Stuckey 2001, section 2): xm is the midpoint of xl and xr.
let solver = Solver()
let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
do {
  try solver.addConstraint(xm * 2 == xl + xr)
  try solver.addConstraint(xl + 10 <= xr)
  try solver.addConstraint(xr <= 100)
  try solver.addConstraint(xl >= 0)
  try solver.addEditVariable(xm, strength: .strong)
  try solver.suggestValue(xm, 60)
  solver.updateVariables()
  print("xl = \(xl.value), xm = \(xm.value), xr = \(xr.value)")
} catch {
  print("error: \(error)")
}
